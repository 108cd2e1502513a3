import type { RoutePreload } from './routePreload.ts';

// The pages whose screen chunks index.html preloads on a first visit (vite/routePreload.ts): the
// sign-up, sign-in and password links, where people arrive from e-mails and partner sites. The
// first pattern that matches wins, so /register/success comes before /register/:driver.
const graphqlLayout = 'src/app/RelayLayout.tsx';

export const preloadedRoutes: RoutePreload[] = [
  { pattern: '/register/success', modules: ['src/screens/RegisterSuccess/index.ts'] },
  { pattern: '/register', modules: [graphqlLayout, 'src/screens/Register/index.ts'] },
  { pattern: '/register/:driver', modules: [graphqlLayout, 'src/screens/Register/index.ts'] },
  { pattern: '/login', modules: [graphqlLayout, 'src/screens/Login/index.ts'] },
  { pattern: '/password/create/:token', modules: [graphqlLayout, 'src/screens/PasswordCreate/index.ts'] },
  { pattern: '/password/reset/:token', modules: [graphqlLayout, 'src/screens/PasswordReset/index.ts'] },
];

/** What every page needs beyond the entry: the steps src/app/main.tsx imports to start (react-dom, App, the router). */
export const bootModules = ['src/app/reactDom.ts', 'src/app/App.tsx', 'src/app/router.ts'];
