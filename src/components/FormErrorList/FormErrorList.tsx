'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMessages } from '../messages';
import { formErrorListMessages } from './messages';

export interface FormErrorListProps {
  /** Messages that belong to no field (e.g. from the server), shown as plain text. */
  errors: readonly string[];
  /** The live region's id. */
  id?: string;
  /** Offers 'Tentar novamente' (after a lost connection), after the live region: what is announced is the message alone. */
  onRetry?: () => void;
}

/**
 * The form's general errors, under the form. The polite live region stays in the page even
 * when empty, because screen readers only announce changes to a region that already exists.
 *
 * Use it under a form for the errors that belong to no field: a server refusal, a network failure
 * (with `onRetry`, followed by a button that sends the form again).
 */
export function FormErrorList({ errors, id, onRetry }: FormErrorListProps) {
  const m = useMessages('formErrorList', formErrorListMessages);
  const list = (
    // A server message may be one unbroken 10,000-character word: it wraps instead of scrolling the page sideways.
    // Atomic: the messages themselves are read, not only the name of the list that appeared.
    <Box id={id} aria-live="polite" aria-atomic="true" sx={{ overflowWrap: 'anywhere' }}>
      {errors.length > 0 ? (
        <Box
          component="ul"
          aria-label={m.listLabel}
          sx={{
            m: 0,
            my: 2,
            py: 1.5,
            px: 2,
            pl: errors.length > 1 ? 4 : 2,
            listStyle: errors.length > 1 ? 'disc' : 'none',
            borderRadius: 1,
            borderLeft: 4,
            borderColor: 'error.main',
            bgcolor: 'background.paper',
            color: 'error.main',
            typography: 'body2',
          }}
        >
          {errors.map((error, index) => (
            <li key={`${index}-${error}`}>{error}</li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
  if (!onRetry) return list;
  return (
    <>
      {list}
      <Button variant="outlined" fullWidth onClick={onRetry}>
        {m.retry}
      </Button>
    </>
  );
}
