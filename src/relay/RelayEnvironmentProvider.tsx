import { useMemo, type ReactNode } from 'react';
import type { Environment } from 'relay-runtime';
import { RelayEnvironmentSourceContext, type RelayEnvironmentSource } from './context';

/** Gives a ready environment to the screens below (stories and tests: a fresh one each). */
export function RelayEnvironmentProvider({ environment, children }: { environment: Environment; children: ReactNode }) {
  const source = useMemo<RelayEnvironmentSource>(() => {
    const ready = Promise.resolve(environment);
    return { environment, getEnvironment: () => ready };
  }, [environment]);
  return <RelayEnvironmentSourceContext.Provider value={source}>{children}</RelayEnvironmentSourceContext.Provider>;
}

/**
 * Gives the screens below an environment that `load` creates on demand, so the Relay runtime can
 * stay off the first paint; a mutation committed before it has loaded waits for it. `load` must
 * return the same promise on every call (and a new one after a failure, to retry).
 */
export function LazyRelayEnvironmentProvider({ load, children }: { load: () => Promise<Environment>; children: ReactNode }) {
  const source = useMemo<RelayEnvironmentSource>(() => ({ getEnvironment: load }), [load]);
  return <RelayEnvironmentSourceContext.Provider value={source}>{children}</RelayEnvironmentSourceContext.Provider>;
}
