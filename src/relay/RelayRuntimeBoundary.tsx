import { use, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useRelayEnvironmentSource } from './context';

/**
 * For the screens that need react-relay's own hooks (queries): waits for the environment, suspending
 * until the runtime has loaded, and provides it to react-relay. Render it inside a Suspense boundary.
 */
export function RelayRuntimeBoundary({ children }: { children: ReactNode }) {
  const source = useRelayEnvironmentSource();
  const environment = source.environment ?? use(source.getEnvironment());
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
