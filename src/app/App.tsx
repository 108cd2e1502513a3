import { useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppTheme, ThemeProvider } from '../components/theme';
import { createEnvironment } from '../relay/environment';
import { config } from './config';
import { RouterLink } from './RouterLink';
import { routes } from './routes';

const theme = createAppTheme({
  components: {
    MuiLink: { defaultProps: { component: RouterLink } },
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
  },
});

export function App() {
  const environment = useMemo(() => createEnvironment({ url: config.graphqlUrl, getToken: () => null }), []);
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ThemeProvider theme={theme}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ThemeProvider>
  );
}
