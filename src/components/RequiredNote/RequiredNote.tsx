'use client';

import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useMessages } from '../messages';
import { requiredNoteMessages } from './messages';

/** Typography props (spacing, `sx`); the text itself comes from the copy. */
export type RequiredNoteProps = Omit<TypographyProps, 'children' | 'ref'>;

/**
 * The note that an asterisk marks a required field (spec: '(*) Campos obrigatórios').
 *
 * Use it once, above a form whose required fields carry the asterisk (`required`).
 */
export function RequiredNote(props: RequiredNoteProps) {
  const m = useMessages('requiredNote', requiredNoteMessages);
  return (
    <Typography variant="body2" color="text.secondary" {...props}>
      {m.text}
    </Typography>
  );
}
