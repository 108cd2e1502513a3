import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ResendButton } from '../../components';
import { recoveryCommonMessages as m } from './messages';
import type { useResendRecovery } from './useResendRecovery';

export interface ResendControlProps {
  /** When (ms since the epoch) the resend may be pressed again. */
  resendAt: number;
  /** The resend and how it went (`useResendRecovery`). */
  resending: ReturnType<typeof useResendRecovery>;
  /** The button's label ('Reenviar e-mail', 'Reenviar código'). */
  label: string;
  /** The screen's words for a message sent again, to the masked address or number. */
  resent: (maskedDestination: string) => string;
}

/**
 * The resend of a recovery screen: the button that waits until `resendAt` (the design system's
 * `ResendButton`), then what the last resend did, announced politely: sent again (and how long
 * until the next), or why not.
 */
export function ResendControl({ resendAt, resending: { resend, sending, outcome }, label, resent }: ResendControlProps) {
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <ResendButton resendAt={resendAt} onResend={resend} sending={sending} label={label} sendingLabel={m.resending} />
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {outcome?.kind === 'sent' ? <Alert severity="success">{`${resent(outcome.maskedDestination)} ${m.waitAnnounced(outcome.waitSeconds)}`}</Alert> : null}
        {outcome?.kind === 'failed' ? <Alert severity="error">{outcome.message}</Alert> : null}
      </Box>
    </>
  );
}
