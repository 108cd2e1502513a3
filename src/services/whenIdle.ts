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
 * in the middle of the page's start-up on a slow phone. The task runs in a task of its own, after the
 * interaction's own handling: the key or tap is answered first (and the app's hand-over of a
 * pre-rendered page, which replays what was typed, is not made longer by it). Returns a cancel.
 */
export function onFirstInteraction(task: () => void): () => void {
  let timer: number | undefined;
  const run = () => {
    stopListening();
    timer = window.setTimeout(task, 0);
  };
  for (const type of interactions) document.addEventListener(type, run, { capture: true, passive: true });
  function stopListening() {
    for (const type of interactions) document.removeEventListener(type, run, { capture: true });
  }
  return () => {
    stopListening();
    window.clearTimeout(timer);
  };
}
