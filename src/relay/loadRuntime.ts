import { importOnce } from '../components/validation/loadOnce';
import type * as Runtime from './runtime';

/**
 * The module that has the export `has`, in what importing a chunk's URL gave: the chunk's namespace
 * when the chunk is that module, or, when the bundler put the module in a chunk with others and hands
 * it over as one of the chunk's exports (`import(chunk).then((chunk) => chunk.t)`), that export.
 */
export function moduleIn(namespace: unknown, has: string, url: string): unknown {
  const holds = (value: unknown): value is object => typeof value === 'object' && value !== null && has in value;
  if (holds(namespace)) return namespace;
  const inner = typeof namespace === 'object' && namespace !== null ? Object.values(namespace).filter(holds) : [];
  if (inner.length === 1) return inner[0];
  throw new TypeError(`${url} holds no ${has}`);
}

// The URL is the browser's own (a script of this site, see importOnce): no bundler is to resolve it.
const importRuntimeAt = (url: string): Promise<unknown> =>
  import(/* @vite-ignore */ url).then((namespace: unknown) => moduleIn(namespace, 'commitMutation', url));

/**
 * The Relay runtime (relay-runtime, the environment and `commitMutation`: src/relay/runtime.ts), one
 * chunk loaded after the first paint, once for the page: by the first interaction (src/app/RelayLayout.tsx)
 * or the first mutation (useMutation.ts). A failed download is tried again on the next call, under a
 * new URL (`importOnce`); that chunk holds relay-runtime with the app's modules (vite.config.ts), so
 * the module is found in it.
 */
export const loadRuntime: () => Promise<typeof Runtime> = importOnce(() => import('./runtime'), importRuntimeAt);
