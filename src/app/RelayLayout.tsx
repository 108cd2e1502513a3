import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router-dom';
import { createEnvironment } from '../relay/environment';
import { config } from './config';
import { getSessionToken } from './session';

// The page's one Relay environment, created when the first screen that talks GraphQL loads.
const environment = createEnvironment({ url: config.graphqlUrl, getToken: getSessionToken });

/**
 * The layout route of every screen that calls the GraphQL API. It is a chunk of its own, so
 * Relay (about a third of the app's JavaScript) is not downloaded for pages that make no call,
 * such as the home page.
 */
export function RelayLayout() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
