import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { config } from '../../../services/config';
import { paths } from '../../../services/paths';
import { localStore, storageKeys } from '../../../services/storage';
import { ActionLink, PageTitle } from '../../../components';
import { ConfirmationResend } from './ConfirmationResend';
import { unconfirmedUserMessages as m } from './messages';
import { resendTarget } from './resend';

export interface UnconfirmedUserScreenProps {
  /** The wait before another resend may be asked; 30 seconds by default. */
  cooldownMs?: number;
}

/**
 * `/unconfirmed-user`: the account exists but its e-mail is not confirmed (spec §8). Shows the
 * stored e-mail and offers to send the confirmation again through the stored resend URL (only on
 * the portal's or the GraphQL endpoint's origin; otherwise it says how to get a new link by signing
 * in), then counts down the wait before another one, in this tab even across a reload.
 */
export function UnconfirmedUserScreen({ cooldownMs }: UnconfirmedUserScreenProps) {
  const [stored] = useState(() => ({
    email: localStore.get(storageKeys.unconfirmedUserEmail),
    resendUrl: resendTarget(localStore.get(storageKeys.urlResendEmail), window.location.origin, config.graphqlUrl),
  }));
  const { email, resendUrl } = stored;

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      {email ? (
        <>
          <Typography>{m.pending}</Typography>
          <Typography sx={{ my: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>{email}</Typography>
          <Typography sx={{ mb: 3 }}>{m.explain}</Typography>
          {resendUrl ? <ConfirmationResend email={email} resendUrl={resendUrl} cooldownMs={cooldownMs} /> : <Typography>{m.resendElsewhere}</Typography>}
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
