import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { ActionLink, PageTitle } from '../../../components';
import { paths } from '../../../services/paths';
import { passwordSuccessMessages as m } from './messages';

export interface PasswordSuccessScreenProps {
  /** After creating a first password (`/password/create/success`) or resetting one (`/password-reset-success`). */
  variant: 'create' | 'reset';
}

/**
 * The page after a password is set. A `?redirect_uri=` the link carried goes on to the login,
 * which checks it against the allowlist after sign-in: it is never followed from here.
 */
export function PasswordSuccessScreen({ variant }: PasswordSuccessScreenProps) {
  const [searchParams] = useSearchParams();
  const copy = m[variant];
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <Typography sx={{ mb: 3 }}>
        {copy.text}
      </Typography>
      <ActionLink href={paths.login({ redirectUri: searchParams.get('redirect_uri') })}>{m.loginLink}</ActionLink>
    </>
  );
}
