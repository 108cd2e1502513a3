import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../components/theme';
import { routes } from './routes';
import { appTheme } from './theme';

// One router for the page's life. It starts matching (and fetching the first screen's chunk)
// as soon as this module runs, before React renders.
const router = createBrowserRouter(routes);

/** The portal: theme and router (Relay comes with the screens that use it, see RelayLayout). */
export function App() {
  return (
    <ThemeProvider theme={appTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
