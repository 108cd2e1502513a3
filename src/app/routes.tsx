import { Fragment, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { useDocumentTitle } from './documentTitle';
import { appMessages } from './messages';
import { routeEntries, type RouteEntry } from '../services/routeManifest';
import { AppHydrateFallback, RootLayout } from './RootLayout';
import type { RouteHandle } from './routeHandle';
import { RootErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';
import { loadScreen } from './screens';

/**
 * Sets the tab's title for the screen it wraps (inside the route, so an error page can set its own),
 * and gives each path its own screen instance: `/register` → `/register/varejo` (or one token link
 * to another) must not keep the first screen's state.
 */
function TitledScreen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <Fragment key={useLocation().pathname}>{children}</Fragment>;
}

/** A route of the manifest: its handle for the shell, and its screen, a chunk fetched the first time the route is visited. */
function screenRoute({ pattern, title, access, analyticsPage, screen, props }: RouteEntry): RouteObject {
  const handle: RouteHandle = { pattern, title, access, ...(analyticsPage ? { analyticsPage } : {}) };
  return {
    path: pattern,
    handle,
    lazy: async () => {
      const Screen = await loadScreen(screen);
      return { element: <TitledScreen title={title}><Screen {...props} /></TitledScreen> };
    },
  };
}

const routesOf = (relay: boolean) => routeEntries.filter(([, entry]) => (entry.relay ?? false) === relay).map(([, entry]) => screenRoute(entry));

/** The screens that call the API, under the lazily loaded Relay layout. */
const relayRoutes: RouteObject = {
  id: 'relay',
  lazy: async () => {
    const { RelayLayout } = await import('./RelayLayout');
    return { Component: RelayLayout };
  },
  children: routesOf(true),
};

/** Any other path: 'Ops, página não encontrada!', the shell's own page. */
const notFoundRoute: RouteObject = {
  path: '*',
  handle: { pattern: '*', title: appMessages.notFoundTitle, access: 'public' } satisfies RouteHandle,
  lazy: async () => {
    const { NotFoundScreen } = await import('./pages/NotFound');
    return { element: <TitledScreen title={appMessages.notFoundTitle}><NotFoundScreen /></TitledScreen> };
  },
};

/**
 * The route table, from the route manifest (src/services/routeManifest.ts): one layout, every screen
 * lazy, an error element at each level (so the router's English default page never shows), and any
 * other path → 'Ops, página não encontrada!'.
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
        children: [relayRoutes, ...routesOf(false), notFoundRoute],
      },
    ],
  },
];
