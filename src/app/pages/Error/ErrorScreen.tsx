import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse } from 'react-router-dom';
import { PageTitle } from '../../../components';
import { isChunkLoadError } from '../../../services/chunkReload';
import { paths } from '../../../services/paths';
import { errorMessages as m } from './messages';

const MAX_DETAIL_LENGTH = 500;

export interface ErrorScreenProps {
  /** Whatever was thrown: an Error, a route error response, a string, anything. */
  error: unknown;
  /** Offers "Tentar novamente" when given (the app reloads the page). */
  onRetry?: () => void;
}

interface Description {
  summary: string;
  details: string | null;
}

/** What to tell the person about `error`, in Portuguese, with its own message as the detail. */
export function describeError(error: unknown): Description {
  if (isChunkLoadError(error)) return { summary: m.chunk, details: null };
  if (isRouteErrorResponse(error)) return { summary: m.generic, details: m.status(error.status) };
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const details = message.trim().slice(0, MAX_DETAIL_LENGTH);
  return { summary: m.generic, details: details || null };
}

/** The generic error page, the router's error element everywhere: no English default page reaches anyone. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { summary, details } = describeError(error);
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <Typography sx={{ mb: 2 }}>{summary}</Typography>
      {details && (
        <Box sx={{ mb: 3, p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {m.detailsLabel}
          </Typography>
          <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" href={paths.home()}>{m.home}</Button>
        {onRetry && (
          <Button variant="outlined" onClick={onRetry}>{m.retry}</Button>
        )}
      </Stack>
    </>
  );
}
