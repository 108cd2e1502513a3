import { useEffect, useState } from 'react';

/** Whole seconds until `at` (ms since the epoch), never negative. */
export function secondsUntil(at: number, nowMs: number): number {
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * Seconds left until `at`, ticking once a second while there are any, and the wait's length when
 * the component mounted. Key the component by `at` (ResendButton does): a new wait is a new countdown.
 */
export function useWaitUntil(at: number): { left: number; total: number } {
  const [start] = useState(() => ({ now: Date.now(), total: secondsUntil(at, Date.now()) }));
  const [now, setNow] = useState(start.now);
  useEffect(() => {
    if (secondsUntil(at, Date.now()) === 0) {
      // Over before this effect ran (a short wait on a busy phone): show it over, once.
      const timeout = setTimeout(() => setNow(Date.now()), 0);
      return () => clearTimeout(timeout);
    }
    const interval = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsUntil(at, current) === 0) clearInterval(interval);
    }, 1000);
    return () => clearInterval(interval);
  }, [at]);
  return { left: secondsUntil(at, now), total: start.total };
}
