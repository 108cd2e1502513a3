import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { config } from '../../../services/config';
import { paths } from '../../../services/paths';
import { localStore, storageKeys } from '../../../services/storage';
import { ActionLink, PageTitle, ResendButton } from '../../../components';
import { unconfirmedUserMessages as m } from './messages';
import { resendConfirmation, resendTarget, type ResendOutcome } from './resend';
import { readResendAt, rememberResendAt } from './resendWait';

/** How long the resend button waits after a press, so the inbox is not flooded. */
export const RESEND_COOLDOWN_MS = 30_000;

export interface UnconfirmedUserScreenProps {
  /** The wait before another resend may be asked; 30 seconds by default. */
  cooldownMs?: number;
}

type ResendState = 'idle' | 'sending' | ResendOutcome;

/**
 * `/unconfirmed-user`: the account exists but its e-mail is not confirmed (spec §8). Shows the
 * stored e-mail and offers to send the confirmation again through the stored resend URL (only on
 * the portal's or the GraphQL endpoint's origin; otherwise it says how to get a new link by signing
 * in), then counts down the wait before another one, in this tab even across a reload.
 */
export function UnconfirmedUserScreen({ cooldownMs = RESEND_COOLDOWN_MS }: UnconfirmedUserScreenProps) {
  const [stored] = useState(() => ({
    email: localStore.get(storageKeys.unconfirmedUserEmail),
    resendUrl: resendTarget(localStore.get(storageKeys.urlResendEmail), window.location.origin, config.graphqlUrl),
  }));
  const { email, resendUrl } = stored;
  const [state, setState] = useState<ResendState>('idle');
  const [resendAt, setResendAt] = useState(() => (email ? (readResendAt(email, Date.now(), cooldownMs) ?? 0) : 0));

  const resend = async (url: string, address: string) => {
    setState('sending');
    const outcome = await resendConfirmation(url);
    const at = Date.now() + cooldownMs;
    rememberResendAt(address, at);
    setResendAt(at);
    setState(outcome);
  };

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      {email ? (
        <>
          <Typography>{m.pending}</Typography>
          <Typography sx={{ my: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>{email}</Typography>
          <Typography sx={{ mb: 3 }}>{m.explain}</Typography>
          {resendUrl ? (
            <ResendButton resendAt={resendAt} sending={state === 'sending'} onResend={() => void resend(resendUrl, email)} label={m.resend} sendingLabel={m.resending} variant="contained" />
          ) : (
            <Typography>{m.resendElsewhere}</Typography>
          )}
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {state === 'sent' ? <Alert severity="success">{m.sent(email)}</Alert> : null}
            {state === 'failed' ? <Alert severity="error">{m.failed}</Alert> : null}
            {state === 'alreadyConfirmed' ? <Alert severity="info">{m.alreadyConfirmed}</Alert> : null}
          </Box>
          <Box sx={{ mt: 2 }}>
            <ActionLink href={paths.emailChange()}>{m.wrongEmail}</ActionLink>
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
