import { sessionStore, type SafeStorage } from './storage';

/**
 * After a deploy, an open page may ask for a chunk that no longer exists. One reload fetches
 * the new build; a marker in sessionStorage (per tab, survives the reload) makes sure a build
 * that is really broken shows the error page instead of reloading forever.
 */
export const CHUNK_RELOAD_MARKER = 'chunk_reload_at';
/** How long after a reload another chunk failure is shown rather than reloaded (spec §9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload helper
// reports a failed CSS or preload dependency in its own words.
const CHUNK_ERROR = /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|failed to load module script/i;

/** True when `error` is a script (or CSS) chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

/** True unless the marker says this tab reloaded for a chunk less than 10 seconds ago. */
export function mayReload(marker: string | null, nowMs: number): boolean {
  if (marker === null) return true;
  const at = Number(marker);
  if (!Number.isFinite(at)) return true;
  const elapsed = nowMs - at;
  return elapsed < 0 || elapsed >= CHUNK_RELOAD_GUARD_MS;
}

export interface ReloadGuardDeps {
  storage: SafeStorage;
  reload: () => void;
  now: () => number;
}

const browserDeps: ReloadGuardDeps = {
  storage: sessionStore,
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** True when `error` is a missing chunk and this tab has not reloaded for one in the last 10 seconds. */
export function shouldReloadFor(error: unknown, deps: ReloadGuardDeps = browserDeps): boolean {
  return isChunkLoadError(error) && mayReload(deps.storage.get(CHUNK_RELOAD_MARKER), deps.now());
}

/**
 * Marks the tab and reloads the page (the URL is already the one the person asked for: the
 * router commits a failed navigation's location before showing its error). Returns false,
 * without reloading, when the marker cannot be stored: nothing could then stop a loop.
 */
export function reloadForChunk(deps: ReloadGuardDeps = browserDeps): boolean {
  if (!deps.storage.set(CHUNK_RELOAD_MARKER, String(deps.now()))) return false;
  deps.reload();
  return true;
}
