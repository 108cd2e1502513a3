import { startTransition, useEffect, useState } from 'react';

/** Whether the screens now rendering must render as the build did: on the server, or hydrating its page. */
let likeTheServer = false;

/**
 * Called before a page is rendered on the server (src/app/renderPage.tsx) and before it is hydrated
 * (src/app/main.tsx): until hydrated, `useHydrated` is false, as it was on the server.
 */
export function renderLikeTheServer(): void {
  likeTheServer = true;
}

/**
 * False while rendering on the server (the build's pre-rendering) and while hydrating that page, true
 * otherwise: a screen opened in the app, or the same one right after hydration. A screen's first
 * render on a pre-rendered page must be the build's, so it depends on the path alone; what comes from
 * the query, storage or the session waits for `true`. After hydrating, React renders the screen again
 * with it as a transition, in slices: a forced synchronous render there (`useSyncExternalStore`'s
 * server snapshot) is a long task on a 4× slower CPU, during which no key could land.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !likeTheServer && typeof document !== 'undefined');
  useEffect(() => {
    // Hydrated: what mounts from now on is rendered by the app alone.
    likeTheServer = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
