import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { PageLoader } from '../components/PageLoader';
import { ErrorScreen } from './pages/Error';
import { reloadForChunk, shouldReloadFor } from '../services/chunkReload';
import { useDocumentTitle } from './documentTitle';
import { appMessages } from './messages';
import { paths } from '../services/paths';

const reload = () => window.location.reload();

/**
 * The router's error element inside the layout: the generic error page, whatever was thrown.
 * A screen whose chunk failed to load (a deploy replaced it) first reloads the page once,
 * guarded for 10 seconds, with the spinner meanwhile. Unknown paths never get here: the `*`
 * route shows the not-found page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const [reloading, setReloading] = useState(() => shouldReloadFor(error));
  useDocumentTitle(reloading ? appMessages.loadingTitle : appMessages.errorTitle);

  useEffect(() => {
    if (!reloading || reloadForChunk()) return undefined;
    // Storage refused the marker, so a reload could loop: show the error page instead.
    const timer = window.setTimeout(() => setReloading(false), 0);
    return () => window.clearTimeout(timer);
  }, [reloading]);

  if (reloading) return <PageLoader />;
  return <ErrorScreen error={error} onRetry={reload} />;
}

/** The error element of the root route (when the layout itself failed): the same page, in a fresh layout. */
export function RootErrorBoundary() {
  return (
    <Layout homeHref={paths.home()}>
      <RouteErrorBoundary />
    </Layout>
  );
}
