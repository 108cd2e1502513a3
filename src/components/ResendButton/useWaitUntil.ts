import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds until `at` (ms since the epoch), never negative. */
export function secondsUntil(at: number, nowMs: number): number {
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * Seconds left until `at`, read from the clock and rendered again once a second while there are
 * any. A new `at` is a new wait, counted in place (the component is not made anew, so nothing in it
 * loses focus). The clock is an external store: a render reads it, never keeps it in state.
 */
export function useWaitUntil(at: number): number {
  const subscribe = useCallback(
    (onTick: () => void) => {
      // A wait over before this subscription (a short one on a busy phone) is shown over, once.
      const soon = setTimeout(onTick, 0);
      const interval = setInterval(() => {
        onTick();
        if (secondsUntil(at, Date.now()) === 0) clearInterval(interval);
      }, 1000);
      return () => {
        clearTimeout(soon);
        clearInterval(interval);
      };
    },
    [at],
  );
  const read = () => secondsUntil(at, Date.now());
  return useSyncExternalStore(subscribe, read, read);
}
