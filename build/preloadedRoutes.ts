import { routeEntries, screenModulePath } from '../src/services/routeManifest.ts';
import type { RoutePreload } from './routePreload.ts';

// The pages whose screen chunks index.html preloads on a first visit (build/routePreload.ts): the routes
// the manifest marks `preload` (src/services/routeManifest.ts). Without it a screen's chunks would be
// requested only once react-dom, the theme and the router had run, a waterfall on a slow CPU. A screen
// that calls the API brings the Relay layout too. The OAuth2 authorize screen queries the API as it
// opens: its screen imports react-relay (src/relay/useVisitQuery.ts), whose chunk imports the Relay
// runtime's (vite.config.ts), environment included, so that comes as well (else: screen, then runtime,
// then query).
const graphqlLayout = 'src/app/RelayLayout.tsx';

/**
 * The first pattern that matches wins: patterns without a parameter come first, so `/register/success`
 * is not taken for `/register/:driver`.
 */
export const preloadedRoutes: RoutePreload[] = routeEntries
  .filter(([, entry]) => entry.preload)
  .map(([, { pattern, relay, screen }]) => ({ pattern, modules: [...(relay ? [graphqlLayout] : []), screenModulePath(screen)] }))
  .sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));

/** What every page needs beyond the entry: the steps src/app/main.tsx imports to start, in its order (MUI's style engine, App, the router, react-dom). */
export const bootModules = ['src/app/styleEngine.ts', 'src/app/App.tsx', 'src/app/router.ts', 'src/app/reactDomClient.ts'];
