import { importOnce } from '../components/validation/loadOnce';

/**
 * The Relay runtime (relay-runtime, the environment and `commitMutation`: src/relay/runtime.ts), one
 * chunk loaded after the first paint, once for the page: by the first interaction (src/app/RelayLayout.tsx)
 * or the first mutation (useMutation.ts). A failed download is tried again on the next call, under a
 * new URL (`importOnce`).
 */
export const loadRuntime = importOnce(() => import('./runtime'), { has: 'commitMutation' });
