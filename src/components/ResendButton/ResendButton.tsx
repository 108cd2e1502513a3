'use client';

import Button, { buttonClasses } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
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
 * A resend button that waits: unavailable until `resendAt`, with the time left under it as its
 * description. The countdown is not announced each second; a polite live region says once that the
 * resend is available again. A new `resendAt` starts a new countdown in place.
 *
 * While it waits or sends it is `aria-disabled`, not `disabled`: it stays in the Tab order and keeps
 * focus after a press (a `disabled` button drops it), so a keyboard or screen-reader user hears the
 * wait and finds the button where they left it; a press then does nothing.
 *
 * Use it wherever a person asks for a message again (a confirmation e-mail, a code), so the inbox
 * is not flooded and the wait is never a mystery.
 */
export function ResendButton({ resendAt, onResend, sending, label, sendingLabel, variant = 'outlined' }: ResendButtonProps) {
  const m = useMessages('resendButton', resendButtonMessages);
  const left = useWaitUntil(resendAt);
  const waitId = useId();
  // The wait this button has counted down (so 'available again' is said after a wait, not at first).
  const [counted, setCounted] = useState<number | null>(null);
  if (left > 0 && counted !== resendAt) setCounted(resendAt);
  const waiting = left > 0 && !sending;
  const unavailable = sending || left > 0;
  return (
    <>
      <Button
        variant={variant}
        fullWidth
        aria-disabled={unavailable || undefined}
        className={unavailable ? buttonClasses.disabled : undefined}
        aria-describedby={waiting ? waitId : undefined}
        onClick={unavailable ? undefined : onResend}
      >
        {sending ? sendingLabel : label}
      </Button>
      {waiting ? (
        <Typography id={waitId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {m.wait(left)}
        </Typography>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {left === 0 && counted === resendAt && !sending ? m.ready : ''}
      </VisuallyHidden>
    </>
  );
}
