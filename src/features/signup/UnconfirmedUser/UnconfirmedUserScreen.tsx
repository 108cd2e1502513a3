import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../services/paths';
import { localStore, storageKeys } from '../../../services/storage';
import { unconfirmedUserMessages as m } from './messages';
import { resendConfirmation, resendTarget } from './resend';

/** How long the resend button waits after a press, so the inbox is not flooded. */
export const RESEND_COOLDOWN_MS = 30_000;

export interface UnconfirmedUserScreenProps {
  /** The wait before another resend may be asked; 30 seconds by default. */
  cooldownMs?: number;
}

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * `/unconfirmed-user`: the account exists but its e-mail is not confirmed (spec §8). Shows the
 * stored e-mail and offers to send the confirmation again through the stored resend URL.
 */
export function UnconfirmedUserScreen({ cooldownMs = RESEND_COOLDOWN_MS }: UnconfirmedUserScreenProps) {
  const [stored] = useState(() => ({
    email: localStore.get(storageKeys.unconfirmedUserEmail),
    resendUrl: resendTarget(localStore.get(storageKeys.urlResendEmail), window.location.origin),
  }));
  const { email, resendUrl } = stored;
  const [state, setState] = useState<ResendState>('idle');
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const resend = async (url: string) => {
    setState('sending');
    setCoolingDown(true);
    const sent = await resendConfirmation(url);
    setState(sent ? 'sent' : 'failed');
    timer.current = setTimeout(() => setCoolingDown(false), cooldownMs);
  };

  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {m.title}
      </Typography>
      {email ? (
        <>
          <Typography>{m.pending}</Typography>
          <Typography sx={{ my: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>{email}</Typography>
          <Typography sx={{ mb: 3 }}>{m.explain}</Typography>
          {resendUrl ? (
            <Button
              variant="contained"
              fullWidth
              disabled={coolingDown}
              aria-describedby={coolingDown && state !== 'sending' ? 'resend-wait' : undefined}
              onClick={() => void resend(resendUrl)}
            >
              {state === 'sending' ? m.resending : m.resend}
            </Button>
          ) : null}
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {state === 'sent' ? <Alert severity="success">{m.sent(email)}</Alert> : null}
            {state === 'failed' ? <Alert severity="error">{m.failed}</Alert> : null}
            {coolingDown && state !== 'sending' ? (
              <Typography id="resend-wait" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {m.wait}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ mt: 2 }}>
            <Link href={paths.emailChange()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {m.wrongEmail}
            </Link>
          </Box>
        </>
      ) : (
        <Typography sx={{ mb: 3 }}>{m.nothingStored}</Typography>
      )}
      <Box sx={{ mt: 3 }}>
        <Link href={paths.login()}>{m.login}</Link>
      </Box>
    </>
  );
}
