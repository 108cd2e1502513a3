import { http, HttpResponse } from 'msw';
import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../mocks/handlers';
import { server } from '../test/setup';
import { createEnvironment } from './environment';
import { GraphQLResponseError, NetworkError } from './errors';
import type { environmentTestCreateUserMutation as Mutation } from './__generated__/environmentTestCreateUserMutation.graphql';

const mutation = graphql`
  mutation environmentTestCreateUserMutation(
    $name: String!
    $password: String!
    $identity: String
    $email: String!
    $customersCodes: [String!]!
    $receiveOffers: Boolean!
  ) {
    createUser(
      name: $name
      password: $password
      identity: $identity
      email: $email
      customersCodes: $customersCodes
      receiveOffers: $receiveOffers
    ) {
      name
      status
    }
  }
`;

const variables = {
  name: 'Clara Nunes',
  password: 'Senha@Forte1',
  identity: '15350946056',
  email: 'clara.nunes@exemplo.com.br',
  customersCodes: [],
  receiveOffers: true,
};

function commit(environment: Environment, vars: Mutation['variables'] = variables) {
  return new Promise<Mutation['response']>((resolve, reject) => {
    commitMutation<Mutation>(environment, { mutation, variables: vars, onCompleted: resolve, onError: reject });
  });
}

describe('Relay environment over the mock backend', () => {
  it('posts the mutation and returns the created user', async () => {
    const response = await commit(createEnvironment({ url: '/graphql' }));
    expect(response.createUser).toEqual({ name: 'Clara Nunes', status: 'PENDING_EMAIL_CONFIRMATION' });
    expect(mockBackend.store.users.map((u) => u.email)).toContain('clara.nunes@exemplo.com.br');
  });

  it('sends JSON with Accept-Language and, when a token exists, a Bearer header', async () => {
    const seen: Headers[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.headers));
    await commit(createEnvironment({ url: '/graphql', getToken: () => 'abc.def.ghi' }));
    expect(seen[0]?.get('accept-language')).toBe('pt-BR');
    expect(seen[0]?.get('content-type')).toBe('application/json');
    expect(seen[0]?.get('authorization')).toBe('Bearer abc.def.ghi');
    server.events.removeAllListeners();
  });

  it('omits Authorization when there is no token', async () => {
    const seen: Headers[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.headers));
    await commit(createEnvironment({ url: '/graphql', getToken: () => null }));
    expect(seen[0]?.has('authorization')).toBe(false);
    server.events.removeAllListeners();
  });

  it('rejects a duplicate e-mail with the validation wire format', async () => {
    const error = await commit(createEnvironment({ url: '/graphql' }), {
      ...variables,
      email: 'maria.silva@exemplo.com.br',
      identity: '15350946056',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as GraphQLResponseError).errors[0]).toEqual({
      message: 'validation',
      extensions: { validation: { email: ['Este e-mail já está cadastrado.'] }, alreadyRegistered: ['email'] },
    });
  });

  it('turns a dropped connection into "Sem conexão com a internet"', async () => {
    server.use(http.post('*/graphql', () => HttpResponse.error()));
    const error = await commit(createEnvironment({ url: '/graphql' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Sem conexão com a internet');
  });
});
