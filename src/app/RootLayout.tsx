import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { PageLoader } from '../components/PageLoader';
import { trackPageView } from '../services/analytics';
import { paths } from '../services/paths';
import { useRouteHandle } from './routeHandle';
import { canEnter, readUnconfirmedEmail, useSessionState, useSignInAndReturn } from '../services/session';
import { useSessionWatcher } from '../services/session/useSessionWatcher';

// A screen whose chunk arrives within this time appears without a spinner flashing first.
const LOADER_DELAY_MS = 150;

function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return undefined;
    const timer = window.setTimeout(() => setLate(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setLate(false);
    };
  }, [flag, delayMs]);
  return flag && late;
}

/** On client-side navigation (not on first load), screen-reader users land on the new page's heading. */
function useFocusHeadingOnNavigation(locationKey: string): void {
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    const isFirstLoad = previousKey.current === null;
    const unchanged = previousKey.current === locationKey;
    previousKey.current = locationKey;
    if (isFirstLoad || unchanged) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [locationKey]);
}

/** The app's frame: the layout, the loading state between screens, focus, page views and the session watch. */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const handle = useRouteHandle();
  const loading = useDelayedFlag(navigation.state === 'loading', LOADER_DELAY_MS);

  // A route that needs a session sends the person to sign in (and back) instead of home.
  useSessionWatcher(handle !== null && handle.access !== 'any');
  useFocusHeadingOnNavigation(location.key);
  const allowed = canEnter(handle?.access, useSessionState(), readUnconfirmedEmail());
  const signInAndReturn = useSignInAndReturn();
  useEffect(() => {
    if (!allowed) signInAndReturn();
  }, [allowed, signInAndReturn]);

  // A page the person is turned away from (to sign in) was never seen: no page view.
  const analyticsPage = allowed ? handle?.analyticsPage : undefined;
  const pattern = handle?.pattern;
  useEffect(() => {
    if (analyticsPage && pattern) trackPageView(analyticsPage, pattern);
  }, [analyticsPage, pattern, location.pathname]);

  return <Layout homeHref={paths.home()}>{loading || !allowed ? <PageLoader /> : <Outlet />}</Layout>;
}

/** What the first load shows while the first screen's chunk arrives: the same frame, with a spinner. */
export function AppHydrateFallback() {
  return (
    <Layout homeHref={paths.home()}>
      <PageLoader />
    </Layout>
  );
}
