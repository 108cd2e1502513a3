import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components';
import { config } from '../../../services/config';
import { useGoTo } from '../../../services/navigation';
import { paths } from '../../../services/paths';
import { resolveRedirectTarget, type RedirectTarget } from '../../../services/redirects';
import { clearSession, forgetAccountOnThisDevice } from '../../../services/session';
import { PageLoader } from '../../../components/PageLoader';
import { logoutMessages as m } from './messages';

export interface LogoutScreenProps {
  /** Origins `?redirect_uri=` may point to; the configured allowlist by default. */
  allowedOrigins?: readonly string[];
  /** Sends the person on once signed out; by default the router (a path) or the browser (an allowlisted URL). */
  onLoggedOut?: (target: RedirectTarget) => void;
}

/**
 * `/logout`: ends the session and forgets the account on this device (its e-mail, drafts and
 * after-login destination: the next person at a shared computer finds none of them), then goes to `?redirect_uri=` when it is a same-origin path or
 * on an allowlisted origin, and to the home page otherwise.
 */
export function LogoutScreen({ allowedOrigins = config.allowedRedirectOrigins, onLoggedOut }: LogoutScreenProps) {
  const goTo = useGoTo();
  const [searchParams] = useSearchParams();
  const redirectUri = searchParams.get('redirect_uri');

  useEffect(() => {
    clearSession();
    forgetAccountOnThisDevice();
    const target = resolveRedirectTarget(redirectUri, allowedOrigins) ?? { kind: 'internal', path: paths.home() };
    (onLoggedOut ?? goTo)(target);
  }, [redirectUri, allowedOrigins, onLoggedOut, goTo]);

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageLoader label={m.loading} />
    </>
  );
}
