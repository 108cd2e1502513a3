import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { paths } from '../../../services/paths';
import { clearSession } from '../../../services/session';
import { PageLoader } from '../../../components/PageLoader';
import { FailureNotice } from '../../../forms';
import { classifyFailure } from '../../../relay/failure';
import { RelayRuntimeBoundary } from '../../../relay/RelayRuntimeBoundary';
import { newVisit, type QueryVisit } from '../../../relay/useVisitQuery';
import { profileUpdateMessages as m } from './messages';
import { classifyProfileFailure } from './profileFailure';

/** Ends the session the server no longer accepts; the shell then sends the person to sign in and back here. */
function SessionEnded() {
  useEffect(() => clearSession(), []);
  return <PageLoader label={m.sessionEnded} />;
}

/**
 * The failure, with 'Tentar de novo'; `retried` when it replaced that button (the load failed again): then it
 * takes the focus. A lost connection is tried again by itself as soon as the browser is back online.
 */
function LoadFailed({ error, onRetry, retried }: { error: unknown; onRetry: () => void; retried: boolean }) {
  const offline = classifyFailure(error).kind === 'network';
  // Listening from the commit that shows the failure, before it is painted: an `online` in the gap before
  // passive effects run (long on a busy phone) would otherwise be missed, and the page would wait for a tap.
  useLayoutEffect(() => {
    if (!offline) return undefined;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [offline, onRetry]);
  const failure = classifyProfileFailure(error, []);
  if (failure.kind === 'unauthenticated') return <SessionEnded />;
  return (
    <FailureNotice
      role="alert"
      focus={retried}
      title={m.loadFailedTitle}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={onRetry}>{m.retry}</Button>
          <Button variant="outlined" href={paths.home()}>{m.home}</Button>
        </Stack>
      }
    >
      {/* Spoken as its text: a space keeps the reason and the hint from running together. */}
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{failure.generalErrors.join(' ')}</Typography>{' '}
      <Typography sx={{ mb: 2 }}>{m.loadFailedHint}</Typography>
    </FailureNotice>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a failed load of the profile (network, server, an ended session) instead of the generic error page. */
class LoadErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean; retried: boolean }> {
  override state = { error: null as unknown, failed: false, retried: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.setState({ error: null, failed: false, retried: true });
      this.props.onRetry();
    };
    return <LoadFailed error={this.state.error} onRetry={retry} retried={this.state.retried} />;
  }
}

export interface ProfileLoadProps {
  /** What the loader says while the profile loads. */
  loadingLabel?: string;
  /** Renders the screen that reads the profile; `visit` is new on each opening and each retry (pass it to `useVisitQuery`). */
  children: (visit: QueryVisit) => ReactNode;
}

/**
 * The loading of a signed-in profile screen: a loader while the Relay runtime and the query
 * arrive, a failure with 'Tentar de novo', and an `UNAUTHENTICATED` answer ending the session
 * (the shell sends the person to sign in and back).
 */
export function ProfileLoad({ loadingLabel = m.loading, children }: ProfileLoadProps) {
  // Above the Suspense boundary: kept while the query suspends, so it is asked once per visit.
  const [visit, setVisit] = useState(newVisit);
  return (
    <LoadErrorBoundary onRetry={() => setVisit(newVisit())}>
      <Suspense fallback={<PageLoader label={loadingLabel} />}>
        <RelayRuntimeBoundary>{children(visit)}</RelayRuntimeBoundary>
      </Suspense>
    </LoadErrorBoundary>
  );
}
