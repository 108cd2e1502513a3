import { generatePath } from 'react-router-dom';

/** The route patterns of spec §2, by meaning. The route table and `paths` both read them. */
export const routePatterns = {
  home: '/',
  homeAlias: '/home',
  legacyHome: '/index.php',
  register: '/register',
  registerDriver: '/register/:driver',
  registerSuccess: '/register/success',
  login: '/login',
  logout: '/logout',
  redirect: '/redirect',
  unconfirmedUser: '/unconfirmed-user',
  recovery: '/recovery',
  recoverySent: '/recovery/sent',
  recoveryConfirmationCode: '/recovery/confirmation-code',
  recoveryProfile: '/recovery/profile',
  recoveryChooseResetOptions: '/recovery/choose-reset-options',
  passwordReset: '/password/reset/:token',
  passwordCreate: '/password/create/:token',
  passwordCreateSuccess: '/password/create/success',
  passwordChange: '/password/change',
  passwordChangeSuccess: '/password/change/success',
  passwordResetSuccess: '/password-reset-success',
  emailInviteConfirmation: '/email/invite/confirmation/:token',
  emailChange: '/email/change',
  emailChangeSuccess: '/email/change/success',
  profileUpdate: '/profile/update',
  oauth2Authorize: '/oauth2/authorize',
  personalInformations: '/personal-informations',
  personalInformationsDriver: '/personal-informations/:driver',
} as const;

export type RouteName = keyof typeof routePatterns;

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
 */
export const paths = {
  home: () => routePatterns.home,
  /** `/register`, optionally carrying the `redirect_uri` to follow after sign-in (stored by the screen). */
  register: ({ redirectUri }: RedirectUriOption = {}) => withRedirectUri(routePatterns.register, redirectUri),
  registerDriver: (driver: string) => generatePath(routePatterns.registerDriver, { driver }),
  registerSuccess: () => routePatterns.registerSuccess,
  /** `/login`, optionally carrying the `redirect_uri` to follow after sign-in (checked by the login flow). */
  login: ({ redirectUri }: RedirectUriOption = {}) => withRedirectUri(routePatterns.login, redirectUri),
  /** `/logout`, optionally with the `redirect_uri` to go to afterwards (checked by the logout screen). */
  logout: (redirectUri?: string) =>
    redirectUri === undefined ? routePatterns.logout : `${routePatterns.logout}?${new URLSearchParams({ redirect_uri: redirectUri })}`,
  redirect: () => routePatterns.redirect,
  unconfirmedUser: () => routePatterns.unconfirmedUser,
  recovery: () => routePatterns.recovery,
  recoverySent: () => routePatterns.recoverySent,
  recoveryConfirmationCode: () => routePatterns.recoveryConfirmationCode,
  recoveryProfile: () => routePatterns.recoveryProfile,
  recoveryChooseResetOptions: () => routePatterns.recoveryChooseResetOptions,
  passwordReset: (token: string) => generatePath(routePatterns.passwordReset, { token }),
  passwordCreate: (token: string) => generatePath(routePatterns.passwordCreate, { token }),
  /** `/password/create/success`, keeping the `redirect_uri` the create-password response gave. */
  passwordCreateSuccess: ({ redirectUri }: RedirectUriOption = {}) => withRedirectUri(routePatterns.passwordCreateSuccess, redirectUri),
  passwordChange: () => routePatterns.passwordChange,
  passwordChangeSuccess: () => routePatterns.passwordChangeSuccess,
  /** `/password-reset-success`, keeping the `redirect_uri` the reset-password response gave. */
  passwordResetSuccess: ({ redirectUri }: RedirectUriOption = {}) => withRedirectUri(routePatterns.passwordResetSuccess, redirectUri),
  emailInviteConfirmation: (token: string) => generatePath(routePatterns.emailInviteConfirmation, { token }),
  emailChange: () => routePatterns.emailChange,
  emailChangeSuccess: () => routePatterns.emailChangeSuccess,
  profileUpdate: () => routePatterns.profileUpdate,
  oauth2Authorize: () => routePatterns.oauth2Authorize,
  personalInformations: () => routePatterns.personalInformations,
  personalInformationsDriver: (driver: string) => generatePath(routePatterns.personalInformationsDriver, { driver }),
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
