import type { RoutePreload } from './routePreload.ts';

// The pages whose screen chunks index.html preloads on a first visit (build/routePreload.ts): the
// sign-up, sign-in and password links, where people arrive from e-mails and partner sites; the home
// page, the recovery and the OAuth2 authorize screen, where they arrive from partners and bookmarks
// (without it their screen's chunks would be requested only once react-dom, the theme and the router
// had run, a waterfall on a slow CPU). The
// authorize screen queries the API as it opens, so its Relay environment comes too (else: screen,
// then runtime, then query): its screen imports react-relay, whose chunk imports the Relay runtime's
// (vite.config.ts), environment included. The first pattern that matches wins, so /register/success
// comes before /register/:driver.
const graphqlLayout = 'src/app/RelayLayout.tsx';

export const preloadedRoutes: RoutePreload[] = [
  { pattern: '/register/success', modules: ['src/screens/signup/RegisterSuccess/index.ts'] },
  { pattern: '/register', modules: [graphqlLayout, 'src/screens/signup/Register/index.ts'] },
  { pattern: '/register/:driver', modules: [graphqlLayout, 'src/screens/signup/Register/index.ts'] },
  { pattern: '/login', modules: [graphqlLayout, 'src/screens/signin/Login/index.ts'] },
  { pattern: '/password/create/:token', modules: [graphqlLayout, 'src/screens/password/PasswordCreate/index.ts'] },
  { pattern: '/password/reset/:token', modules: [graphqlLayout, 'src/screens/password/PasswordReset/index.ts'] },
  { pattern: '/', modules: ['src/screens/account/Home/index.ts'] },
  { pattern: '/recovery', modules: [graphqlLayout, 'src/screens/recovery/Recovery/index.ts'] },
  { pattern: '/oauth2/authorize', modules: [graphqlLayout, 'src/screens/signin/OAuthAuthorize/index.ts'] },
];

/** What every page needs beyond the entry: the steps src/app/main.tsx imports to start, in its order (MUI's style engine, App, the router, react-dom). */
export const bootModules = ['src/app/styleEngine.ts', 'src/app/App.tsx', 'src/app/router.ts', 'src/app/reactDomClient.ts'];
