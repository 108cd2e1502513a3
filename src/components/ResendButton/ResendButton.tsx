'use client';

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { resendButtonMessages } from './messages';
import { useWaitUntil } from './useWaitUntil';

export interface ResendButtonProps {
  /** When (ms since the epoch) it may be pressed again; 0 or a past time when it may be pressed now. */
  resendAt: number;
  /** Asks for the message again. */
  onResend: () => void;
  /** While the request is in flight: the button is disabled and says `sendingLabel`. */
  sending: boolean;
  /** The button's label ('Reenviar e-mail', 'Reenviar código'). */
  label: string;
  /** The label while sending ('Enviando...'). */
  sendingLabel: string;
  /** `outlined` beside a form's own submit button; `contained` when it is the page's main action. */
  variant?: 'contained' | 'outlined';
}

/**
 * A resend button that waits: disabled until `resendAt`, with the time left under it as its
 * description. The countdown is not announced each second; a polite live region says once that the
 * resend is available again. A new `resendAt` starts a new countdown (the button is made anew).
 *
 * Use it wherever a person asks for a message again (a confirmation e-mail, a code), so the inbox
 * is not flooded and the wait is never a mystery.
 */
export function ResendButton(props: ResendButtonProps) {
  // keyed by the wait: a new wait is a new countdown (its length, what it announces when it ends)
  return <Countdown key={props.resendAt} {...props} />;
}

function Countdown({ resendAt, onResend, sending, label, sendingLabel, variant = 'outlined' }: ResendButtonProps) {
  const m = useMessages('resendButton', resendButtonMessages);
  const { left, total } = useWaitUntil(resendAt);
  const waitId = useId();
  const waiting = left > 0 && !sending;
  return (
    <>
      <Button variant={variant} fullWidth disabled={sending || left > 0} aria-describedby={waiting ? waitId : undefined} onClick={onResend}>
        {sending ? sendingLabel : label}
      </Button>
      {waiting ? (
        <Typography id={waitId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {m.wait(left)}
        </Typography>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {left === 0 && total > 0 ? m.ready : ''}
      </VisuallyHidden>
    </>
  );
}
