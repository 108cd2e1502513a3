import { useCallback, useRef, useState } from 'react';
import type { UseMutationConfig } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationConfig, MutationParameters, PayloadError } from 'relay-runtime';
import { useRelayEnvironmentSource } from './context';
import { GraphQLResponseError, NetworkError, toErrorEntries } from './errors';
import { loadRuntime } from './loadRuntime';

/**
 * react-relay's `useMutation`, without the Relay runtime on the first paint: `[commit, isInFlight]`,
 * the same config (`variables`, `onCompleted(response, errors)`, `onError`, `updater`…) and the same
 * generated types. `commit` marks the mutation in flight at once, then loads the runtime (already
 * there after the first interaction, see src/app/RelayLayout.tsx) and commits through it.
 * A response whose payload carries `errors` goes to `onError` as a `GraphQLResponseError`, never to
 * `onCompleted`, so every failure reaches `onError` as one typed error (`classifyFailure` sorts it).
 * When the runtime cannot be downloaded, `onError` gets a `NetworkError` ('Sem conexão com a internet').
 */
export function useMutation<TMutation extends MutationParameters>(mutation: GraphQLTaggedNode): [(config: UseMutationConfig<TMutation>) => Disposable, boolean] {
  const source = useRelayEnvironmentSource();
  const inFlight = useRef(new Set<object>());
  const [isInFlight, setInFlight] = useState(false);

  const commit = useCallback(
    (config: UseMutationConfig<TMutation>): Disposable => {
      const pending = inFlight.current;
      const token = {};
      let disposed = false;
      let inner: Disposable | undefined;
      const settle = () => {
        if (pending.delete(token)) setInFlight(pending.size > 0);
      };
      pending.add(token);
      setInFlight(true);
      Promise.all([source.getEnvironment(), loadRuntime()]).then(
        ([environment, { commitMutation }]) => {
          if (disposed) return;
          inner = commitMutation<TMutation>(environment, {
            // react-relay's and relay-runtime's type packages disagree on optimisticResponse and errors only
            ...(config as unknown as MutationConfig<TMutation>),
            mutation,
            onCompleted: (response, errors) => {
              settle();
              // A payload with errors is a failure: one typed error for `onError`, as every other failure.
              if (errors && errors.length > 0) config.onError?.(new GraphQLResponseError(toErrorEntries(errors)));
              else config.onCompleted?.(response, null as PayloadError[] | null);
            },
            onError: (error) => {
              settle();
              config.onError?.(error);
            },
            onUnsubscribe: () => {
              settle();
              config.onUnsubscribe?.();
            },
          });
        },
        (error: unknown) => {
          if (disposed) return;
          settle();
          config.onError?.(new NetworkError({ cause: error }));
        },
      );
      return {
        dispose() {
          disposed = true;
          inner?.dispose();
          settle();
        },
      };
    },
    [source, mutation],
  );

  return [commit, isInFlight];
}

/** The commit function `useMutation` returns. */
export type Commit<TMutation extends MutationParameters> = (config: UseMutationConfig<TMutation>) => Disposable;

/**
 * Commits through `commit` (from `useMutation`) and settles when it does: the response, or the
 * one typed error (`classifyFailure` sorts it). For forms whose submit waits on the mutation.
 */
export function commitAsync<TMutation extends MutationParameters>(
  commit: Commit<TMutation>,
  variables: TMutation['variables'],
): Promise<TMutation['response']> {
  return new Promise((resolve, reject) => {
    commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
  });
}
