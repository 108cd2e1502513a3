import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, useEffect, type ReactNode } from 'react';
import { PageTitle } from '../../../components';
import { PageLoader } from '../../../components/PageLoader';
import { paths } from '../../../services/paths';
import { localStore, storageKeys } from '../../../services/storage';
import type { InvalidReason } from './authorizeRequest';
import { oauthAuthorizeMessages as m } from './messages';

/** The invalid-link page: it explains and offers only a way home, never a redirect. */
export function InvalidRequest({ reason }: { reason: InvalidReason }) {
  return (
    <>
      <PageTitle>{m.invalidTitle}</PageTitle>
      <Typography sx={{ mb: 1 }}>{m.invalidIntro}</Typography>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>{m.invalidReasons[reason]}</Typography>
      <Typography sx={{ mb: 3 }}>{m.invalidHint}</Typography>
      <Button variant="contained" href={paths.home()}>{m.home}</Button>
    </>
  );
}

/** Turns a failed client query (network, server) into a Portuguese page instead of the generic one. */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <PageTitle>{m.loadFailedTitle}</PageTitle>
        <Typography sx={{ mb: 3 }}>{m.loadFailed}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {m.reload}
          </Button>
          <Button variant="outlined" href={paths.home()}>{m.home}</Button>
        </Stack>
      </>
    );
  }
}

/** Signed out: remembers this authorize URL as the after-login redirect and goes to sign in (or sign up). */
export function SendToSignIn({ returnTo, signUp, onNavigate }: { returnTo: string; signUp: boolean; onNavigate: (path: string) => void }) {
  useEffect(() => {
    localStore.set(storageKeys.afterLoginRedirectsTo, returnTo);
    onNavigate(signUp ? paths.register() : paths.login());
  }, [returnTo, signUp, onNavigate]);
  return <PageLoader label={m.signingIn} />;
}
