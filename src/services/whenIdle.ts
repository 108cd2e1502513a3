/**
 * Runs `task` once the browser is idle after the first paint (`requestIdleCallback`, at most
 * `timeoutMs` later), for code that the page needs soon but not to show itself. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `task` once, on the first interaction with the page (a touch, a click, a key, a focus), for
 * code the page needs only once the person acts: loading it on idle instead would put its parsing
 * in the middle of the page's start-up on a slow phone. Returns a cancel.
 */
export function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  for (const type of interactions) document.addEventListener(type, run, { capture: true, passive: true });
  function cancel() {
    for (const type of interactions) document.removeEventListener(type, run, { capture: true });
  }
  return cancel;
}
