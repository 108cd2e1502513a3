import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy parts (`lazy`) of the routes that match `pathname` and puts them in place, so a
 * router created afterwards renders the screen at once instead of its loading fallback. Used when
 * the page is a pre-rendered copy (vite/prerender.ts): the app's first render replaces that copy
 * and must be the same screen. Rejects when a part cannot be downloaded; the routes keep their
 * `lazy` then, and the router tries again (with its error handling) as usual.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** Whether `container` holds a pre-rendered page that the app is to replace. */
export const isPrerendered = (container: Element): boolean => container.hasAttribute('data-prerendered');

/** Once the app's first render has replaced the pre-rendered page: the page can be used. */
export function release(container: Element): void {
  container.removeAttribute('inert');
  container.removeAttribute('data-prerendered');
}
