// What the screens use to talk GraphQL. Nothing here loads the Relay runtime: it arrives after the
// first paint (src/app/RelayLayout.tsx loads it on the first interaction) or on the first commit.
export { graphql } from './graphql';
export { commitAsync, useMutation } from './useMutation';
export type { Commit } from './useMutation';
export { loadRuntime } from './loadRuntime';
export { LazyRelayEnvironmentProvider, RelayEnvironmentProvider } from './RelayEnvironmentProvider';
export type { Environment } from 'relay-runtime';
