import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server (the build's pre-rendering) and while hydrating that page, true
 * otherwise: a screen opened in the app, or the same one right after hydration. A screen's first
 * render on a pre-rendered page must be the build's, so it depends on the path alone; what comes from
 * the query, storage or the session waits for `true` (React renders again with it, right after
 * hydrating).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
