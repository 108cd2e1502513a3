import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AnalyticsPageTitle } from './analytics';
import { useDocumentTitle } from './documentTitle';
import { appMessages } from './messages';
import { routePatterns, type RouteName } from './paths';
import { AppHydrateFallback, RootLayout } from './RootLayout';
import type { RouteHandle } from './routeHandle';
import { RootErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';

/** Each screen is its own chunk, fetched the first time its route is visited. */
const screens = {
  home: () => import('../screens/Home').then((m) => <m.HomeScreen />),
  login: () => import('../screens/Login').then((m) => <m.LoginScreen />),
  logout: () => import('../screens/Logout').then((m) => <m.LogoutScreen />),
  redirect: () => import('../screens/Redirect').then((m) => <m.RedirectScreen />),
  notFound: () => import('../screens/NotFound').then((m) => <m.NotFoundScreen />),
  passwordCreate: () => import('../screens/PasswordCreate').then((m) => <m.PasswordCreateScreen />),
  passwordReset: () => import('../screens/PasswordReset').then((m) => <m.PasswordResetScreen />),
  passwordCreateSuccess: () => import('../screens/PasswordSuccess').then((m) => <m.PasswordSuccessScreen variant="create" />),
  passwordResetSuccess: () => import('../screens/PasswordSuccess').then((m) => <m.PasswordSuccessScreen variant="reset" />),
  register: () => import('../screens/Register').then((m) => <m.RegisterScreen />),
  registerSuccess: () => import('../screens/RegisterSuccess').then((m) => <m.RegisterSuccessScreen />),
  unconfirmedUser: () => import('../screens/UnconfirmedUser').then((m) => <m.UnconfirmedUserScreen />),
  oauth2Authorize: () => import('../screens/OAuthAuthorize').then((m) => <m.OAuthAuthorizeScreen />),
  placeholder: (title: string) => import('../screens/Placeholder').then((m) => <m.PlaceholderScreen title={title} />),
} satisfies Record<string, (title: string) => Promise<ReactElement>>;

type Screen = keyof typeof screens;

interface ScreenRoute {
  screen: Screen;
  /** The screen calls the GraphQL API (spec §7): it renders under the Relay layout. */
  graphql?: boolean;
  public?: boolean;
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
  recovery: { screen: 'placeholder', public: true, analyticsPage: 'recovery' },
  recoverySent: { screen: 'placeholder', public: true, analyticsPage: 'recovery/sent' },
  recoveryConfirmationCode: { screen: 'placeholder', public: true },
  recoveryProfile: { screen: 'placeholder', public: true, analyticsPage: 'recovery/profile' },
  recoveryChooseResetOptions: { screen: 'placeholder', public: true, analyticsPage: 'recovery/choose-reset-options' },
  passwordReset: { screen: 'passwordReset', public: true, graphql: true },
  passwordCreate: { screen: 'passwordCreate', public: true, graphql: true },
  passwordCreateSuccess: { screen: 'passwordCreateSuccess', public: true },
  passwordChange: { screen: 'placeholder' },
  passwordChangeSuccess: { screen: 'placeholder' },
  passwordResetSuccess: { screen: 'passwordResetSuccess', public: true },
  emailInviteConfirmation: { screen: 'placeholder', public: true },
  emailChange: { screen: 'placeholder' },
  emailChangeSuccess: { screen: 'placeholder', analyticsPage: 'email/change/success' },
  profileUpdate: { screen: 'placeholder' },
  oauth2Authorize: { screen: 'oauth2Authorize', public: true, graphql: true },
  personalInformations: { screen: 'placeholder', analyticsPage: 'personal-informations' },
  personalInformationsDriver: { screen: 'placeholder', analyticsPage: 'personal-informations' },
};

/** Sets the tab's title for the screen it wraps (inside the route, so an error page can set its own). */
function TitledScreen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

function screenRoute(path: string, title: string, { screen, graphql: _graphql, ...handle }: ScreenRoute): RouteObject {
  const routeHandle: RouteHandle = { pattern: path, title, ...handle };
  return {
    path,
    handle: routeHandle,
    lazy: async () => {
      const element = await screens[screen](title);
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
