import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
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
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {copy.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {copy.text}
      </Typography>
      <Link href={paths.login({ redirectUri: searchParams.get('redirect_uri') })} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        {m.loginLink}
      </Link>
    </>
  );
}
