import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components';
import { config } from '../../../services/config';
import { paths } from '../../../services/paths';
import { ConfirmationResend } from '../UnconfirmedUser/ConfirmationResend';
import { resendTargetFor } from '../UnconfirmedUser/resend';
import { registerSuccessMessages as m } from './messages';

export interface RegisterSuccessScreenProps {
  /** Where the confirmation is sent again; the configured endpoint by default. */
  resendConfirmationUrl?: string;
  /** The wait before another resend may be asked; 30 seconds by default. */
  cooldownMs?: number;
}

/** The address the sign-up sent, from the navigation's state (it never goes into the URL). */
function sentTo(state: unknown): string | null {
  const email = typeof state === 'object' && state !== null && 'email' in state ? state.email : null;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
}

/**
 * `/register/success`: the account exists; what happens next is confirming the e-mail. Names the
 * address the confirmation went to and offers to send it again, when the sign-up just happened in this tab.
 */
export function RegisterSuccessScreen({ resendConfirmationUrl = config.resendConfirmationUrl, cooldownMs }: RegisterSuccessScreenProps) {
  const location = useLocation();
  const [email] = useState(() => sentTo(location.state));
  const resendUrl = email === null ? null : resendTargetFor(resendConfirmationUrl, email, window.location.origin, config.graphqlUrl);
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <Typography sx={{ mb: 1, fontWeight: 500 }}>{m.created}</Typography>
      <Typography sx={{ mb: 1 }}>{m.nextStep}</Typography>
      {email !== null ? (
        <>
          <Typography>{m.sentTo}</Typography>
          <Typography sx={{ mb: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>{email}</Typography>
        </>
      ) : null}
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {m.notReceived}
      </Typography>
      {email !== null && resendUrl !== null ? (
        <Box sx={{ mb: 3 }}>
          <ConfirmationResend email={email} resendUrl={resendUrl} cooldownMs={cooldownMs} />
        </Box>
      ) : null}
      <Button variant={resendUrl !== null ? 'outlined' : 'contained'} href={paths.login()}>
        {m.login}
      </Button>
    </>
  );
}
