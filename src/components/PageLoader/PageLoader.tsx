'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '../messages';
import { pageLoaderMessages } from './messages';

export interface PageLoaderProps {
  /** What is loading, shown under the spinner and announced to screen readers; 'Carregando…' by default. */
  label?: string;
  /** Height the loader holds, so the page does not jump when the content arrives; 240px by default. */
  minHeight?: number | string;
}

/**
 * A centred spinner for a page or screen that is loading, announced politely (`role="status"`).
 *
 * Use it while a page's code or data arrives; a form that is sending shows `SubmitButton`'s `loading` instead.
 */
export function PageLoader({ label, minHeight = 240 }: PageLoaderProps) {
  const messages = useMessages('pageLoader', pageLoaderMessages);
  return (
    <Box
      role="status"
      sx={{ minHeight, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden="true" size={40} />
      <Typography color="text.secondary">{label ?? messages.label}</Typography>
    </Box>
  );
}
