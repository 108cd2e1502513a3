import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '../components/theme';
import { appTheme } from './theme';

export interface AppProps {
  /** The page's one router (src/app/main.tsx creates it from `routes`). */
  router: ReturnType<typeof createBrowserRouter>;
  /** Called once the first render is on screen (it has replaced a pre-rendered page, if there was one). */
  onFirstCommit?: () => void;
}

/** The portal: theme and router (Relay comes with the screens that use it, see RelayLayout). */
export function App({ router, onFirstCommit }: AppProps) {
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <ThemeProvider theme={appTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
