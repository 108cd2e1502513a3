import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { VisuallyHidden } from '../../components';
import { useWaitUntil } from '../../services/useWaitUntil';
import { recoveryCommonMessages as m } from './messages';
import type { ResendOutcome } from './useResendRecovery';

export interface ResendControlProps {
  /** When (ms since the epoch) the resend may be pressed again. */
  resendAt: number;
  /** Asks for the message again. */
  onResend: () => void;
  /** While the request is in flight. */
  sending: boolean;
  /** The button's label ('Reenviar e-mail', 'Reenviar código'). */
  label: string;
}

/**
 * A resend button that waits: disabled until `resendAt`, with the time left shown next to it.
 * The countdown is not announced each second: the screen's own live message says how long to
 * wait when a wait starts, and a polite live region here says once that the resend is available
 * again. Render it with `key={resendAt}`.
 */
export function ResendControl({ resendAt, onResend, sending, label }: ResendControlProps) {
  const { left, total } = useWaitUntil(resendAt);
  const waitId = useId();
  const waiting = left > 0;
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" fullWidth disabled={waiting || sending} aria-describedby={waiting ? waitId : undefined} onClick={onResend}>
        {sending ? m.resending : label}
      </Button>
      {waiting ? (
        <Typography id={waitId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {m.waitVisible(left)}
        </Typography>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {!waiting && total > 0 ? m.resendReady : ''}
      </VisuallyHidden>
    </Box>
  );
}

export interface ResendOutcomeNoteProps {
  /** What the last resend did (`useResendRecovery`). */
  outcome: ResendOutcome;
  /** The screen's words for a message sent again, to the masked address or number. */
  resent: (maskedDestination: string) => string;
}

/** What the last resend did, announced politely: sent again (and how long until the next), or why not. */
export function ResendOutcomeNote({ outcome, resent }: ResendOutcomeNoteProps) {
  return (
    <Box aria-live="polite" sx={{ mt: 2 }}>
      {outcome?.kind === 'sent' ? <Alert severity="success">{`${resent(outcome.maskedDestination)} ${m.waitAnnounced(outcome.waitSeconds)}`}</Alert> : null}
      {outcome?.kind === 'failed' ? <Alert severity="error">{outcome.message}</Alert> : null}
    </Box>
  );
}
