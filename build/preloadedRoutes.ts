import type { RoutePreload } from './routePreload.ts';

// The pages whose screen chunks index.html preloads on a first visit (build/routePreload.ts): the
// sign-up, sign-in and password links, where people arrive from e-mails and partner sites. The
// first pattern that matches wins, so /register/success comes before /register/:driver.
const graphqlLayout = 'src/app/RelayLayout.tsx';

export const preloadedRoutes: RoutePreload[] = [
  { pattern: '/register/success', modules: ['src/features/signup/RegisterSuccess/index.ts'] },
  { pattern: '/register', modules: [graphqlLayout, 'src/features/signup/Register/index.ts'] },
  { pattern: '/register/:driver', modules: [graphqlLayout, 'src/features/signup/Register/index.ts'] },
  { pattern: '/login', modules: [graphqlLayout, 'src/features/signin/Login/index.ts'] },
  { pattern: '/password/create/:token', modules: [graphqlLayout, 'src/features/password/PasswordCreate/index.ts'] },
  { pattern: '/password/reset/:token', modules: [graphqlLayout, 'src/features/password/PasswordReset/index.ts'] },
];

/** What every page needs beyond the entry: the steps src/app/main.tsx imports to start (react-dom, App, the router). */
export const bootModules = ['src/app/reactDomClient.ts', 'src/app/App.tsx', 'src/app/router.ts'];
