import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { ResendButton } from '../../../components';
import { unconfirmedUserMessages as m } from './messages';
import { resendConfirmation, type ResendOutcome } from './resend';
import { readResendAt, rememberResendAt } from './resendWait';

/** How long the resend button waits after a press, so the inbox is not flooded. */
export const RESEND_COOLDOWN_MS = 30_000;

export interface ConfirmationResendProps {
  /** The address the confirmation goes to. */
  email: string;
  /** The resend URL, checked by `resendTarget`: on the portal's origin or the GraphQL endpoint's. */
  resendUrl: string;
  /** The wait before another resend may be asked; 30 seconds by default. */
  cooldownMs?: number;
}

type ResendState = 'idle' | 'sending' | ResendOutcome;

/**
 * Sends the confirmation e-mail again, then counts down the wait before another one, in this tab
 * even across a reload; says how it went in a polite live region. `/unconfirmed-user` and
 * `/register/success` both offer it.
 */
export function ConfirmationResend({ email, resendUrl, cooldownMs = RESEND_COOLDOWN_MS }: ConfirmationResendProps) {
  const [state, setState] = useState<ResendState>('idle');
  const [resendAt, setResendAt] = useState(() => readResendAt(email, Date.now(), cooldownMs) ?? 0);

  const resend = async () => {
    setState('sending');
    const outcome = await resendConfirmation(resendUrl);
    const at = Date.now() + cooldownMs;
    rememberResendAt(email, at);
    setResendAt(at);
    setState(outcome);
  };

  return (
    <>
      <ResendButton resendAt={resendAt} sending={state === 'sending'} onResend={() => void resend()} label={m.resend} sendingLabel={m.resending} variant="contained" />
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {state === 'sent' ? <Alert severity="success">{m.sent(email)}</Alert> : null}
        {state === 'failed' ? <Alert severity="error">{m.failed}</Alert> : null}
        {state === 'alreadyConfirmed' ? <Alert severity="info">{m.alreadyConfirmed}</Alert> : null}
      </Box>
    </>
  );
}
