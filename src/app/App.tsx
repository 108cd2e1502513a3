import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { AppTheme } from './AppTheme';

export interface AppProps {
  /** The page's one router (src/app/main.tsx creates it from `routes`). */
  router: ReturnType<typeof createBrowserRouter>;
  /**
   * Called once the first render is committed (it has hydrated a pre-rendered page, if there was one),
   * in its passive effects: on a hydrated page, a task after the commit's, so the hand-over (replaying
   * what was typed) and the commit are not one long task. Still before any field renders again: React
   * runs pending effects before its next render, and this one (the root's) runs last among them.
   */
  onFirstCommit?: () => void;
}

/** The portal: theme and router (Relay comes with the screens that use it, see RelayLayout). */
export function App({ router, onFirstCommit }: AppProps) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <AppTheme>
      <RouterProvider router={router} />
    </AppTheme>
  );
}
