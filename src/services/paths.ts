import { generatePath } from 'react-router-dom';
// `.ts`: the build and scripts/deploy-config.mjs read this module in Node (build/nginxLog.ts), which resolves no bare path.
import { routeEntries, type routeManifest, type RouteName } from './routeManifest.ts';

export type { RouteName };

type Patterns = { readonly [K in RouteName]: (typeof routeManifest)[K]['pattern'] };

/** The route patterns of spec §2, by meaning, as the route manifest (routeManifest.ts) gives them. */
export const routePatterns = Object.fromEntries(routeEntries.map(([name, { pattern }]) => [name, pattern])) as Patterns;

type PathTo<Pattern extends string> = Pattern extends `${string}:${string}` ? (value: string) => string : () => string;

/** A route's path: its pattern, or the pattern with its one parameter filled in (URL-encoded by `generatePath`). */
function pathTo(pattern: string): (value?: string) => string {
  const params = pattern.match(/:\w+/g) ?? [];
  if (params.length > 1) throw new Error(`paths: ${pattern} has more than one parameter; give it a path function of its own`);
  const param = params[0]?.slice(1);
  return param === undefined ? () => pattern : (value = '') => generatePath(pattern, { [param]: value });
}

/** Every route's path function, by meaning: no argument, or the value of its one parameter. */
const pathsOfRoutes = Object.fromEntries(routeEntries.map(([name, { pattern }]) => [name, pathTo(pattern)])) as {
  readonly [K in RouteName]: PathTo<Patterns[K]>;
};

/** `path`, with `?redirect_uri=` when a redirect is to be kept (encoded; an empty one is dropped). */
function withRedirectUri(path: string, redirectUri: string | null | undefined): string {
  return redirectUri ? `${path}?${new URLSearchParams({ redirect_uri: redirectUri })}` : path;
}

/** A redirect to carry along in the query, to be checked against the allowlist where it is followed. */
export interface RedirectUriOption {
  redirectUri?: string | null;
}

/**
 * Every path of the portal, built in one place; screens never glue path strings. Parameters
 * are URL-encoded (`generatePath`), so a token or driver cannot change the path's shape.
 * A route gets `paths.<name>()` (or `paths.<name>(value)`) from the manifest; those that carry a query are below.
 */
export const paths = {
  ...pathsOfRoutes,
  /** `/register`, optionally carrying the `redirect_uri` to follow after sign-in (stored by the screen). */
  register: ({ redirectUri }: RedirectUriOption = {}) => withRedirectUri(routePatterns.register, redirectUri),
  /** `/login`, optionally carrying the `redirect_uri` to follow after sign-in (checked by the login flow). */
  login: ({ redirectUri }: RedirectUriOption = {}) => withRedirectUri(routePatterns.login, redirectUri),
  /** `/logout`, optionally with the `redirect_uri` to go to afterwards (checked by the logout screen). */
  logout: (redirectUri?: string) =>
    redirectUri === undefined ? routePatterns.logout : `${routePatterns.logout}?${new URLSearchParams({ redirect_uri: redirectUri })}`,
  /** `/password/create/success`, keeping the `redirect_uri` the create-password response gave. */
  passwordCreateSuccess: ({ redirectUri }: RedirectUriOption = {}) => withRedirectUri(routePatterns.passwordCreateSuccess, redirectUri),
  /** `/password-reset-success`, keeping the `redirect_uri` the reset-password response gave. */
  passwordResetSuccess: ({ redirectUri }: RedirectUriOption = {}) => withRedirectUri(routePatterns.passwordResetSuccess, redirectUri),
} as const;

const tokenPath = /^\/(password\/(create|reset)|email\/invite\/confirmation)\/[^/]+\/?$/;

/**
 * Whether `pathname` holds a one-time secret (`/password/create/:token`, `/password/reset/:token`,
 * `/email/invite/confirmation/:token`): no third-party script may load there, nor see it
 * (`/password/create/success` is not one).
 */
export function isTokenPath(pathname: string): boolean {
  return tokenPath.test(pathname) && pathname.replace(/\/$/, '') !== routePatterns.passwordCreateSuccess;
}
