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
