import { isChunkLoadError } from '../services/chunkReload';

declare global {
  interface Window {
    /**
     * The start-up fallback of index.html (src/app/boot/startupFallback.ts): reloads once for
     * a chunk (`chunk` true), else, or within the 10-second guard, shows the error page in plain HTML.
     */
    __portalStartupFailed?: (chunk: boolean) => void;
  }
}

/**
 * A start-up step failed before React could show anything (react-dom, the theme, the router or the
 * screen could not be loaded, or threw): hands it to the page's start-up fallback, which needs none of
 * them. Without the fallback (a page that lacks it), the error is at least reported to the console.
 */
export function reportStartupFailure(error: unknown, target: Window = window): void {
  const chunk = isChunkLoadError(error);
  const fallback = target.__portalStartupFailed;
  // A missing chunk is the network's doing; anything else is a bug, worth its stack in the console.
  if (!chunk || typeof fallback !== 'function') console.error(error);
  if (typeof fallback === 'function') fallback(chunk);
}
