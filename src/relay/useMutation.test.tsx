import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Environment } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { createEnvironment } from './environment';
import { NetworkError } from './errors';
import { graphql } from './graphql';
import { loadRuntime } from './loadRuntime';
import { LazyRelayEnvironmentProvider, RelayEnvironmentProvider } from './RelayEnvironmentProvider';
import { useMutation } from './useMutation';
import type { useMutationTestCreateUserMutation as Mutation } from './__generated__/useMutationTestCreateUserMutation.graphql';

const mutation = graphql`
  mutation useMutationTestCreateUserMutation($name: String!, $password: String!, $email: String!, $customersCodes: [String!]!, $receiveOffers: Boolean!) {
    createUser(name: $name, password: $password, email: $email, customersCodes: $customersCodes, receiveOffers: $receiveOffers) {
      name
      status
    }
  }
`;

const variables = { name: 'Clara Nunes', password: 'Senha@Forte1', email: 'clara.nunes@exemplo.com.br', customersCodes: [], receiveOffers: false };

const withEnvironment = (environment: Environment) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
  };

describe('useMutation (the Relay runtime loaded on demand)', () => {
  it('is in flight from the commit until the response, which reaches onCompleted', async () => {
    const { result } = renderHook(() => useMutation<Mutation>(mutation), { wrapper: withEnvironment(createEnvironment({ url: '/graphql' })) });
    const onCompleted = vi.fn();
    expect(result.current[1]).toBe(false);
    act(() => void result.current[0]({ variables, onCompleted }));
    expect(result.current[1]).toBe(true);
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(onCompleted.mock.calls[0]?.[0]).toEqual({ createUser: { name: 'Clara Nunes', status: 'PENDING_EMAIL_CONFIRMATION' } });
    expect(result.current[1]).toBe(false);
  });

  it('gives a server error to onError and leaves the flight', async () => {
    const { result } = renderHook(() => useMutation<Mutation>(mutation), { wrapper: withEnvironment(createEnvironment({ url: '/graphql' })) });
    const onError = vi.fn();
    act(() => void result.current[0]({ variables: { ...variables, email: 'não é e-mail' }, onError }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(result.current[1]).toBe(false);
  });

  it('waits for a lazily loaded environment, and reports a failed download as no connection, then retries', async () => {
    let attempt = 0;
    let environment: Promise<Environment> | undefined;
    const load = () => {
      environment ??= (attempt++ === 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(createEnvironment({ url: '/graphql' }))).catch(
        (error: unknown) => {
          environment = undefined;
          throw error;
        },
      );
      return environment;
    };
    const { result } = renderHook(() => useMutation<Mutation>(mutation), {
      wrapper: ({ children }) => <LazyRelayEnvironmentProvider load={load}>{children}</LazyRelayEnvironmentProvider>,
    });
    const onError = vi.fn();
    act(() => void result.current[0]({ variables, onError }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(NetworkError);
    expect(result.current[1]).toBe(false);

    const onCompleted = vi.fn();
    act(() => void result.current[0]({ variables, onCompleted }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(result.current[1]).toBe(false);
  });

  it('sends nothing once disposed before the runtime is there', async () => {
    let release: (environment: Environment) => void = () => undefined;
    const pending = new Promise<Environment>((resolve) => (release = resolve));
    const { result } = renderHook(() => useMutation<Mutation>(mutation), {
      wrapper: ({ children }) => <LazyRelayEnvironmentProvider load={() => pending}>{children}</LazyRelayEnvironmentProvider>,
    });
    const onCompleted = vi.fn();
    const onError = vi.fn();
    let disposable: { dispose(): void } | undefined;
    act(() => void (disposable = result.current[0]({ variables, onCompleted, onError })));
    expect(result.current[1]).toBe(true);
    act(() => disposable?.dispose());
    expect(result.current[1]).toBe(false);
    const environment = createEnvironment({ url: '/graphql' });
    const execute = vi.spyOn(environment, 'executeMutation');
    // The hook waits on these two; awaiting them after it, the test runs once the hook's callback has run.
    await act(async () => {
      release(environment);
      await Promise.all([pending, loadRuntime()]);
    });
    expect(execute).not.toHaveBeenCalled();
    expect(onCompleted).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useMutation<Mutation>(mutation))).toThrow(/RelayEnvironmentProvider/);
  });
});
