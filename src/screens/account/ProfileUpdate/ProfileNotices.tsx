import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { profileUpdateMessages as m } from './messages';

const noticeSx = { p: 2, borderLeft: 4, bgcolor: 'background.paper', borderRadius: 1 } as const;

/** The saved profile's status line: announced, and focused when it appears (the form stays where it was). */
export function SavedStatus({ status }: { status: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status !== null) ref.current?.focus();
  }, [status]);
  return (
    <Box ref={ref} role="status" tabIndex={-1} sx={{ outline: 'none' }}>
      {status !== null ? (
        <Box sx={{ ...noticeSx, mb: 3, borderColor: 'success.main' }}>
          <Typography sx={{ fontWeight: 600 }}>{status}</Typography>
        </Box>
      ) : null}
    </Box>
  );
}

/** Says the form holds what was typed before the session ended, not what is saved. */
export function DraftRestoredNote() {
  return <Typography sx={{ ...noticeSx, mb: 2, borderColor: 'info.main' }}>{m.draftRestored}</Typography>;
}
