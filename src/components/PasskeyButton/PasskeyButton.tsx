'use client';

import Button from '@mui/material/Button';
import { useMessages } from '../messages';
import { passkeyButtonMessages } from './messages';

export interface PasskeyButtonProps {
  /** Starts the sign-in with a passkey (the site makes the WebAuthn call). */
  onClick: () => void;
  /** While the device's prompt is open: `aria-disabled` and saying so; a press does nothing. */
  busy?: boolean;
}

/**
 * The "sign in with a passkey" button, beside a password form. While busy it stays in the Tab order
 * (`aria-disabled`, not `disabled`) so focus is not lost when the device's prompt closes. Show it only
 * where the browser supports WebAuthn and the site's backend implements passkeys.
 */
export function PasskeyButton({ onClick, busy = false }: PasskeyButtonProps) {
  const m = useMessages('passkeyButton', passkeyButtonMessages);
  return (
    <Button
      type="button"
      variant="outlined"
      fullWidth
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy ? m.busyLabel : m.label}
    </Button>
  );
}
