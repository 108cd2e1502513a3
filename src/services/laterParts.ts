/**
 * Parts of a pre-rendered page that React hydrates after the rest (src/forms/HydratesLater.tsx: a
 * Suspense boundary, whose content React hydrates in a render of its own once the rest is committed).
 * Each part says when it has hydrated, so that the app's hand-over (src/app/prerenderedPage.ts) gives
 * it what was typed into it before the app ran then, and not before: until then its fields are not
 * the app's.
 */

/** The attribute of a part's element (an element with no box of its own: `display: contents`). */
export const LATER_PART_ATTRIBUTE = 'data-hydrates-later';

const hydrated = new WeakSet<Element>();
const listeners = new Set<(part: Element) => void>();

/** Called by a part once React has hydrated (or rendered) it, with its element. */
export function partHydrated(part: Element): void {
  if (hydrated.has(part)) return;
  hydrated.add(part);
  for (const listener of [...listeners]) listener(part);
}

/** Calls `listener` with each part that hydrates from now on; returns the function that stops it. */
export function onPartHydrated(listener: (part: Element) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The parts in `container` that React has not hydrated yet. */
export const pendingParts = (container: Element): Element[] => [...container.querySelectorAll(`[${LATER_PART_ATTRIBUTE}]`)].filter((part) => !hydrated.has(part));
