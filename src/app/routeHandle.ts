import { useMatches } from 'react-router-dom';
import type { AnalyticsPageTitle } from '../services/analytics';
import type { RouteAccess } from '../services/session/access';

/** What the route manifest says about each route, read by the shell (title, analytics, session). */
export interface RouteHandle {
  /** The route pattern (`/password/create/:token`): what analytics may see of the URL. */
  pattern: string;
  /** The tab's title, in Portuguese. */
  title: string;
  /**
   * Who may open it. Without the session a route needs, the person signs in and comes back here (the
   * screen keeps its draft); when a session ends on a route open to `any`, the person goes home.
   */
  access: RouteAccess;
  /** The page title analytics records a page view under (spec §2). */
  analyticsPage?: AnalyticsPageTitle;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'pattern' in value && 'title' in value;
}

/** The handle of the deepest matched route that has one, or null. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
