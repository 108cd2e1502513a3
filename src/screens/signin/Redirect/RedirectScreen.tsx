import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { PageTitle } from '../../../components';
import { config } from '../../../services/config';
import { useGoTo } from '../../../services/navigation';
import { paths } from '../../../services/paths';
import { forgetStoredRedirect, readStoredRedirect, resolveRedirectTarget, type RedirectTarget } from '../../../services/redirects';
import { PageLoader } from '../../../components/PageLoader';
import { redirectMessages as m } from './messages';

export interface RedirectScreenProps {
  /** Origins it may send someone to; the configured allowlist by default. */
  allowedOrigins?: readonly string[];
  /** Sends the person on; by default the router (a path) or the browser (an allowlisted URL). */
  onRedirect?: (target: RedirectTarget) => void;
}

/**
 * `/redirect`: follows the stored `after_login_redirects_to` only to a same-origin path or an
 * allowlisted origin; anything else is refused with an explanation and a way home. Either way the
 * stored value is then dropped.
 */
export function RedirectScreen({ allowedOrigins = config.allowedRedirectOrigins, onRedirect }: RedirectScreenProps) {
  const goTo = useGoTo();
  const [stored] = useState(readStoredRedirect);
  const target = useMemo(() => resolveRedirectTarget(stored, allowedOrigins), [stored, allowedOrigins]);

  useEffect(() => {
    // Used once, followed or refused: a later sign-in must not come back here.
    if (stored !== null) forgetStoredRedirect();
  }, [stored]);

  useEffect(() => {
    if (target) (onRedirect ?? goTo)(target);
  }, [target, onRedirect, goTo]);

  if (target) {
    return (
      <>
        <PageTitle>{m.leavingTitle}</PageTitle>
        <PageLoader label={m.leavingLabel} />
      </>
    );
  }
  return (
    <>
      <PageTitle>{m.refusedTitle}</PageTitle>
      <Typography sx={{ mb: 3 }}>{stored === null ? m.nothingStored : m.refused}</Typography>
      <Button variant="contained" href={paths.home()}>{m.home}</Button>
    </>
  );
}
