import { Fragment, type ReactElement, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import type { AnalyticsPageTitle } from '../services/analytics';
import { useDocumentTitle } from './documentTitle';
import { appMessages } from './messages';
import { routePatterns, type RouteName } from '../services/paths';
import { AppHydrateFallback, RootLayout } from './RootLayout';
import type { RouteHandle } from './routeHandle';
import type { RouteAccess } from '../services/session/access';
import { RootErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';

/** Each screen is its own chunk, fetched the first time its route is visited. */
const screens = {
  home: () => import('../screens/account/Home').then((m) => <m.HomeScreen />),
  login: () => import('../screens/signin/Login').then((m) => <m.LoginScreen />),
  logout: () => import('../screens/signin/Logout').then((m) => <m.LogoutScreen />),
  redirect: () => import('../screens/signin/Redirect').then((m) => <m.RedirectScreen />),
  notFound: () => import('./pages/NotFound').then((m) => <m.NotFoundScreen />),
  passwordCreate: () => import('../screens/password/PasswordCreate').then((m) => <m.PasswordCreateScreen />),
  passwordReset: () => import('../screens/password/PasswordReset').then((m) => <m.PasswordResetScreen />),
  passwordCreateSuccess: () => import('../screens/password/PasswordSuccess').then((m) => <m.PasswordSuccessScreen variant="create" />),
  passwordResetSuccess: () => import('../screens/password/PasswordSuccess').then((m) => <m.PasswordSuccessScreen variant="reset" />),
  register: () => import('../screens/signup/Register').then((m) => <m.RegisterScreen />),
  registerSuccess: () => import('../screens/signup/RegisterSuccess').then((m) => <m.RegisterSuccessScreen />),
  unconfirmedUser: () => import('../screens/signup/UnconfirmedUser').then((m) => <m.UnconfirmedUserScreen />),
  oauth2Authorize: () => import('../screens/signin/OAuthAuthorize').then((m) => <m.OAuthAuthorizeScreen />),
  recovery: () => import('../screens/recovery/Recovery').then((m) => <m.RecoveryScreen />),
  recoveryProfile: () => import('../screens/recovery/RecoveryProfile').then((m) => <m.RecoveryProfileScreen />),
  recoveryChooseResetOptions: () => import('../screens/recovery/RecoveryChooseResetOptions').then((m) => <m.RecoveryChooseResetOptionsScreen />),
  recoverySent: () => import('../screens/recovery/RecoverySent').then((m) => <m.RecoverySentScreen />),
  recoveryConfirmationCode: () => import('../screens/recovery/RecoveryConfirmationCode').then((m) => <m.RecoveryConfirmationCodeScreen />),
  passwordChange: () => import('../screens/password/PasswordChange').then((m) => <m.PasswordChangeScreen />),
  passwordChangeSuccess: () => import('../screens/password/PasswordChangeSuccess').then((m) => <m.PasswordChangeSuccessScreen />),
  emailChange: () => import('../screens/account/EmailChange').then((m) => <m.EmailChangeScreen />),
  emailChangeSuccess: () => import('../screens/account/EmailChangeSuccess').then((m) => <m.EmailChangeSuccessScreen />),
  emailInviteConfirmation: () => import('../screens/account/EmailConfirmation').then((m) => <m.EmailConfirmationScreen />),
  profileUpdate: () => import('../screens/account/ProfileUpdate').then((m) => <m.ProfileUpdateScreen />),
  personalInformations: () => import('../screens/account/PersonalInformations').then((m) => <m.PersonalInformationsScreen />),
} satisfies Record<string, () => Promise<ReactElement>>;

type Screen = keyof typeof screens;

interface ScreenRoute {
  screen: Screen;
  /** The screen calls the GraphQL API (spec §7): it renders under the Relay layout. */
  graphql?: boolean;
  public?: boolean;
  access?: RouteAccess;
  analyticsPage?: AnalyticsPageTitle;
}

/** Every route of spec §2: the screen it shows, and whether it stays when a session ends there. */
const table: Record<RouteName, ScreenRoute> = {
  home: { screen: 'home' },
  homeAlias: { screen: 'home' },
  legacyHome: { screen: 'home' },
  register: { screen: 'register', public: true, graphql: true },
  registerDriver: { screen: 'register', public: true, graphql: true },
  registerSuccess: { screen: 'registerSuccess', public: true },
  login: { screen: 'login', public: true, graphql: true },
  logout: { screen: 'logout', public: true },
  redirect: { screen: 'redirect', public: true },
  unconfirmedUser: { screen: 'unconfirmedUser', public: true },
  recovery: { screen: 'recovery', public: true, graphql: true, analyticsPage: 'recovery' },
  recoverySent: { screen: 'recoverySent', public: true, graphql: true, analyticsPage: 'recovery/sent' },
  recoveryConfirmationCode: { screen: 'recoveryConfirmationCode', public: true, graphql: true },
  recoveryProfile: { screen: 'recoveryProfile', public: true, graphql: true, analyticsPage: 'recovery/profile' },
  recoveryChooseResetOptions: { screen: 'recoveryChooseResetOptions', public: true, graphql: true, analyticsPage: 'recovery/choose-reset-options' },
  passwordReset: { screen: 'passwordReset', public: true, graphql: true },
  passwordCreate: { screen: 'passwordCreate', public: true, graphql: true },
  passwordCreateSuccess: { screen: 'passwordCreateSuccess', public: true },
  passwordChange: { screen: 'passwordChange', graphql: true, access: 'session' },
  passwordChangeSuccess: { screen: 'passwordChangeSuccess' },
  passwordResetSuccess: { screen: 'passwordResetSuccess', public: true },
  emailInviteConfirmation: { screen: 'emailInviteConfirmation', public: true, graphql: true },
  // Its analytics page is the screen's own: change-unconfirmed-email for an unconfirmed sign-up.
  emailChange: { screen: 'emailChange', graphql: true, access: 'sessionOrUnconfirmed' },
  emailChangeSuccess: { screen: 'emailChangeSuccess', public: true, analyticsPage: 'email/change/success' },
  profileUpdate: { screen: 'profileUpdate', graphql: true, access: 'session' },
  oauth2Authorize: { screen: 'oauth2Authorize', public: true, graphql: true },
  personalInformations: { screen: 'personalInformations', graphql: true, access: 'session', analyticsPage: 'personal-informations' },
  personalInformationsDriver: { screen: 'personalInformations', graphql: true, access: 'session', analyticsPage: 'personal-informations' },
};

/**
 * Sets the tab's title for the screen it wraps (inside the route, so an error page can set its own),
 * and gives each path its own screen instance: `/register` → `/register/varejo` (or one token link
 * to another) must not keep the first screen's state.
 */
function TitledScreen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <Fragment key={useLocation().pathname}>{children}</Fragment>;
}

function screenRoute(path: string, title: string, { screen, graphql: _graphql, ...handle }: ScreenRoute): RouteObject {
  const routeHandle: RouteHandle = { pattern: path, title, ...handle };
  return {
    path,
    handle: routeHandle,
    lazy: async () => {
      const element = await screens[screen]();
      return { element: <TitledScreen title={title}>{element}</TitledScreen> };
    },
  };
}

const routeNames = Object.keys(table) as RouteName[];
const routesOf = (graphql: boolean) =>
  routeNames
    .filter((name) => (table[name].graphql ?? false) === graphql)
    .map((name) => screenRoute(routePatterns[name], appMessages.routeTitles[name], table[name]));

/** The screens that call the API, under the lazily loaded Relay layout. */
const relayRoutes: RouteObject = {
  id: 'relay',
  lazy: async () => {
    const { RelayLayout } = await import('./RelayLayout');
    return { Component: RelayLayout };
  },
  children: routesOf(true),
};

/**
 * The route table: one layout, every screen lazy, an error element at each level (so the
 * router's English default page never shows), and any other path → 'Ops, página não encontrada!'.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: AppHydrateFallback,
    errorElement: <RootErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [relayRoutes, ...routesOf(false), screenRoute('*', appMessages.notFoundTitle, { screen: 'notFound', public: true })],
      },
    ],
  },
];
