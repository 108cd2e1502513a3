/**
 * A chunk loaded on demand, once: the first call starts the download and later calls share it; a
 * failed download is forgotten, so the next call tries again (a dropped network is not final).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The module a failed dynamic import names, when it is a script of `origin` (Chromium: "Failed to
 * fetch dynamically imported module: URL"; Firefox: "error loading dynamically imported module: URL").
 * Safari's message names none.
 */
function failedModuleUrl(error: unknown, origin: string | undefined): URL | undefined {
  const message = error instanceof Error ? error.message : '';
  const named = /dynamically imported module:\s*(\S+)/i.exec(message)?.[1];
  if (!named || !origin) return undefined;
  try {
    const url = new URL(named);
    return url.origin === origin && url.pathname.endsWith('.js') ? url : undefined;
  } catch {
    return undefined;
  }
}

// The URL is the browser's own (a script of this site): no bundler is to resolve it.
const importUrlOfTheBrowser = (url: string): Promise<unknown> => import(/* @vite-ignore */ /* webpackIgnore: true */ /* turbopackIgnore: true */ url);

/**
 * A chunk's module, imported on demand, once (`load` is the bare `() => import('./chunk')`), and
 * imported again after a failed download under a new URL (`?retry=N`). Some browsers (Chromium up to
 * at least 150, which cheap phones keep for years) keep a failed module's error under its URL:
 * importing it again fails at once, with no request, so a dropped network stayed final until the page
 * was reloaded. The chunk's own imports keep their URLs: those already here are not fetched again (so
 * a module loaded this way belongs in a chunk whose imports the page has already loaded; where the
 * bundler puts it in a chunk with others, `importUrl` finds it in that chunk: src/relay/loadRuntime.ts).
 * When the error names no script of this site (Safari's), the same import is tried again.
 */
export function importOnce<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<unknown> = importUrlOfTheBrowser,
  origin: string | undefined = globalThis.location?.origin,
): () => Promise<T> {
  let failedUrl: URL | undefined;
  let attempt = 0;
  return loadOnce(() => {
    const next = failedUrl === undefined ? load() : retryAt(failedUrl);
    return next.catch((error: unknown) => {
      failedUrl ??= failedModuleUrl(error, origin);
      throw error;
    });
  });

  function retryAt(url: URL): Promise<T> {
    attempt += 1;
    const retry = new URL(url);
    retry.searchParams.set('retry', String(attempt));
    return importUrl(retry.href) as Promise<T>;
  }
}
