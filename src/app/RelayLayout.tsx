import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { loadOnce } from '../components/validation/loadOnce';
import { LazyRelayEnvironmentProvider, loadRuntime, type Environment } from '../relay';
import { config } from '../services/config';
import { onFirstInteraction } from '../services/whenIdle';
import { getSessionToken } from '../services/session';

/**
 * The page's one Relay environment. The runtime (about a third of the app's JavaScript) is a chunk
 * of its own, fetched after the form shows: on the first interaction with the page (see
 * RelayLayout), or by the first mutation at the latest. Not on idle: its parsing would then land in
 * the page's start-up, as blocking time on a slow phone. A failed download
 * is tried again on the next call (`loadRuntime`).
 */
const loadEnvironment: () => Promise<Environment> = loadOnce(() =>
  loadRuntime().then(({ createEnvironment }) => createEnvironment({ url: config.graphqlUrl, getToken: getSessionToken })),
);

/** The layout route of every screen that calls the GraphQL API. */
export function RelayLayout() {
  useEffect(() => onFirstInteraction(() => void loadEnvironment().catch(() => undefined)), []);
  return (
    <LazyRelayEnvironmentProvider load={loadEnvironment}>
      <Outlet />
    </LazyRelayEnvironmentProvider>
  );
}
