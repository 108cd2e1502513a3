// Data only, and every value import ends in `.ts`: the build (build/*.ts, scripts/deploy-config.mjs)
// reads this module in Node, which strips its types and imports nothing else of the app.
import type { AnalyticsPageTitle } from './analytics/dataLayer';
import type { RouteAccess } from './session/access';
import { signUpVariants } from './signUpVariants.ts';

/** Each sign-up variant of `/register/:driver` gets a page of its own; an unknown driver is left to the app. */
const signUpDrivers = Object.keys(signUpVariants).filter((name) => name !== 'default');

/**
 * One route of spec §2, everything the portal knows about it: the router (src/app/routes.tsx), `paths`,
 * the tab's title, analytics and the build (pre-rendered pages and preloads) all read this entry.
 */
export interface RouteEntry {
  /** The pattern, as React Router reads it (`/password/create/:token`). */
  readonly pattern: string;
  /** The screen's folder under src/screens (`'signin/Login'`); its index.ts exports `<Folder>Screen`. */
  readonly screen: `${string}/${string}`;
  /** Props the screen is rendered with on this route. */
  readonly props?: Readonly<Record<string, string>>;
  /** The tab's title, in Portuguese (spec §2 where it names one). */
  readonly title: string;
  /** The page title analytics records a view of this route under, when it records one (spec §2). */
  readonly analyticsPage?: AnalyticsPageTitle;
  /** The screen calls the GraphQL API (spec §7): it renders under the lazily loaded Relay layout. */
  readonly relay?: true;
  /** Who may open it (services/session/access.ts). */
  readonly access: RouteAccess;
  /**
   * Written as HTML at build time (build/prerenderedPages.ts): one page per value listed in `each` for
   * its parameter; one page for every value of a parameter not listed (a token matters only on submit).
   */
  readonly prerender?: true | { readonly each: Readonly<Record<string, readonly string[]>> };
  /** index.html preloads its screen's chunks (and the Relay layout's) on a first visit here (build/preloadedRoutes.ts). */
  readonly preload?: true;
}

/**
 * Every route, by meaning. Pre-rendered and preloaded: the sign-up, sign-in and password links, where
 * people arrive from e-mails and partner sites; preloaded too: the home page, the recovery and the
 * OAuth2 authorize screen, where they arrive from partners and bookmarks.
 */
export const routeManifest = {
  home: { pattern: '/', screen: 'account/Home', title: 'Início', access: 'any', preload: true },
  homeAlias: { pattern: '/home', screen: 'account/Home', title: 'Início', access: 'any' },
  legacyHome: { pattern: '/index.php', screen: 'account/Home', title: 'Início', access: 'any' },
  register: { pattern: '/register', screen: 'signup/Register', title: 'Cadastre-se', access: 'public', relay: true, prerender: true, preload: true },
  registerDriver: { pattern: '/register/:driver', screen: 'signup/Register', title: 'Cadastre-se', access: 'public', relay: true, prerender: { each: { driver: signUpDrivers } }, preload: true },
  registerSuccess: { pattern: '/register/success', screen: 'signup/RegisterSuccess', title: 'Cadastro realizado', access: 'public', preload: true },
  login: { pattern: '/login', screen: 'signin/Login', title: 'Entrar', access: 'public', relay: true, prerender: true, preload: true },
  logout: { pattern: '/logout', screen: 'signin/Logout', title: 'Sair', access: 'public' },
  redirect: { pattern: '/redirect', screen: 'signin/Redirect', title: 'Redirecionando', access: 'public' },
  unconfirmedUser: { pattern: '/unconfirmed-user', screen: 'signup/UnconfirmedUser', title: 'Confirme seu e-mail', access: 'public' },
  recovery: { pattern: '/recovery', screen: 'recovery/Recovery', title: 'Recuperar senha', access: 'public', relay: true, analyticsPage: 'recovery', preload: true },
  recoverySent: { pattern: '/recovery/sent', screen: 'recovery/RecoverySent', title: 'Instruções enviadas', access: 'public', relay: true, analyticsPage: 'recovery/sent' },
  recoveryConfirmationCode: { pattern: '/recovery/confirmation-code', screen: 'recovery/RecoveryConfirmationCode', title: 'Código de confirmação', access: 'public', relay: true },
  recoveryProfile: { pattern: '/recovery/profile', screen: 'recovery/RecoveryProfile', title: 'Recuperar senha pelo CPF', access: 'public', relay: true, analyticsPage: 'recovery/profile' },
  recoveryChooseResetOptions: { pattern: '/recovery/choose-reset-options', screen: 'recovery/RecoveryChooseResetOptions', title: 'Como redefinir a senha', access: 'public', relay: true, analyticsPage: 'recovery/choose-reset-options' },
  passwordCreate: { pattern: '/password/create/:token', screen: 'password/PasswordCreate', title: 'Crie sua Senha', access: 'public', relay: true, prerender: true, preload: true },
  passwordReset: { pattern: '/password/reset/:token', screen: 'password/PasswordReset', title: 'Redefinir senha', access: 'public', relay: true, prerender: true, preload: true },
  passwordCreateSuccess: { pattern: '/password/create/success', screen: 'password/PasswordSuccess', props: { variant: 'create' }, title: 'Senha criada', access: 'public' },
  passwordChange: { pattern: '/password/change', screen: 'password/PasswordChange', title: 'Alterar senha', access: 'session', relay: true },
  passwordChangeSuccess: { pattern: '/password/change/success', screen: 'password/PasswordChangeSuccess', title: 'Senha alterada', access: 'any' },
  passwordResetSuccess: { pattern: '/password-reset-success', screen: 'password/PasswordSuccess', props: { variant: 'reset' }, title: 'Senha redefinida', access: 'public' },
  emailInviteConfirmation: { pattern: '/email/invite/confirmation/:token', screen: 'account/EmailConfirmation', title: 'Confirmação de e-mail', access: 'public', relay: true },
  // Its analytics page is the screen's own: change-unconfirmed-email for an unconfirmed sign-up.
  emailChange: { pattern: '/email/change', screen: 'account/EmailChange', title: 'Alterar e-mail', access: 'sessionOrUnconfirmed', relay: true },
  emailChangeSuccess: { pattern: '/email/change/success', screen: 'account/EmailChangeSuccess', title: 'Confirme o novo e-mail', access: 'public', analyticsPage: 'email/change/success' },
  profileUpdate: { pattern: '/profile/update', screen: 'account/ProfileUpdate', title: 'Atualizar cadastro', access: 'session', relay: true },
  oauth2Authorize: { pattern: '/oauth2/authorize', screen: 'signin/OAuthAuthorize', title: 'Autorizar acesso', access: 'public', relay: true, preload: true },
  personalInformations: { pattern: '/personal-informations', screen: 'account/PersonalInformations', title: 'Complete seus dados', access: 'session', relay: true, analyticsPage: 'personal-informations' },
  personalInformationsDriver: { pattern: '/personal-informations/:driver', screen: 'account/PersonalInformations', title: 'Complete seus dados', access: 'session', relay: true, analyticsPage: 'personal-informations' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeManifest;

/** The manifest's routes, each with its name, in the manifest's order. */
export const routeEntries = Object.entries(routeManifest) as [RouteName, RouteEntry][];

/** The module a screen comes from, from the project root (`signin/Login` → `src/screens/signin/Login/index.ts`). */
export const screenModulePath = (screen: RouteEntry['screen']): string => `src/screens/${screen}/index.ts`;
