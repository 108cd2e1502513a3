import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

/**
 * Loads the lazy parts (`lazy`) of the routes that match `pathname` and puts them in place, so a
 * router created afterwards renders the screen at once instead of its loading fallback. Used when
 * the page is a pre-rendered copy (build/prerenderPlugin.ts): the app's first render hydrates that copy
 * and must be the same screen. Rejects when a part cannot be downloaded; the routes keep their
 * `lazy` then, and the router tries again (with its error handling) as usual.
 */
export async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  // One route at a time, each module graph run in a task of its own rather than all in one long
  // task; the page has preloaded their chunks, so a step waits for no download.
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    Object.assign(route, await lazy(), { lazy: undefined });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * The page's one router. Without a pre-rendered page it starts at once (fetching the first screen's
 * chunk while React renders a spinner). Over a pre-rendered page it waits for the screen's chunks
 * (preloaded by the page), so that its first render is the screen the page shows.
 */
export async function createAppRouter(prerendered: boolean): Promise<ReturnType<typeof createBrowserRouter>> {
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname).catch(() => undefined);
  return createBrowserRouter(routes);
}
