import { createContext, useContext } from 'react';
import type { Environment } from 'relay-runtime';

/**
 * Where the screens' Relay environment comes from. The app loads the Relay runtime after the first
 * paint (see `LazyRelayEnvironmentProvider`), so a screen gets a promise of the environment; a story
 * or a test that has one already gives it directly as well.
 */
export interface RelayEnvironmentSource {
  /** The environment, once loaded (always, under `RelayEnvironmentProvider`). */
  environment?: Environment;
  /** Resolves with the environment, loading the runtime the first time. The same promise every call. */
  getEnvironment(): Promise<Environment>;
}

export const RelayEnvironmentSourceContext = createContext<RelayEnvironmentSource | null>(null);

/** The environment source of the nearest provider; throws without one, as react-relay's hooks do. */
export function useRelayEnvironmentSource(): RelayEnvironmentSource {
  const source = useContext(RelayEnvironmentSourceContext);
  if (!source) throw new Error('useMutation: no RelayEnvironmentProvider or LazyRelayEnvironmentProvider above this component.');
  return source;
}
