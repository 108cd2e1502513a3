import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { createFetchGraphQL, type FetchGraphQLOptions } from './fetchGraphQL';

/** A fresh Relay environment (one for the app, one per story or test). */
export function createEnvironment(options: FetchGraphQLOptions): Environment {
  return new Environment({
    network: Network.create(createFetchGraphQL(options)),
    store: new Store(new RecordSource()),
  });
}
