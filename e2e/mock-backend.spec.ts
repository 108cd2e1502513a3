import { expect, test } from '@playwright/test';

const createUser = `
  mutation ($name: String!, $password: String!, $identity: String, $email: String!, $customersCodes: [String!]!, $receiveOffers: Boolean!) {
    createUser(name: $name, password: $password, identity: $identity, email: $email, customersCodes: $customersCodes, receiveOffers: $receiveOffers) { name status }
  }`;

const newUser = {
  name: 'Rita Lee',
  password: 'Senha@Forte1',
  identity: '71428793860',
  email: 'rita.lee@exemplo.com.br',
  customersCodes: ['12345678000195'],
  receiveOffers: false,
};

test.describe.configure({ mode: 'serial' });

test('the preview server answers createUser from the mock backend', async ({ request }) => {
  const response = await request.post('/graphql', {
    headers: { 'Accept-Language': 'pt-BR' },
    data: { query: createUser, variables: newUser },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { createUser: { name: 'Rita Lee', status: 'PENDING_EMAIL_CONFIRMATION' } } });
});

test('a second sign-up with the same CPF is a validation error in the wire format', async ({ request }) => {
  const response = await request.post('/graphql', {
    data: { query: createUser, variables: { ...newUser, email: 'outra.rita@exemplo.com.br' } },
  });
  const body = await response.json();
  expect(body.errors[0]).toMatchObject({ message: 'validation', extensions: { validation: { identity: ['Este CPF já está cadastrado.'] } } });
});

test('an unconfirmed account answers UNCONFIRMED#<email>#<resend URL>', async ({ request }) => {
  const response = await request.post('/graphql', {
    data: { query: createUser, variables: { ...newUser, identity: null, email: 'joao.souza@exemplo.com.br' } },
  });
  const body = await response.json();
  expect(body.errors[0].message).toBe('UNCONFIRMED#joao.souza@exemplo.com.br#/api/confirmation/resend?email=joao.souza%40exemplo.com.br');
});

test('the seeded create-password link works once', async ({ request }) => {
  const resetPassword = `mutation ($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, token: $token, password: $password) { email afterConfirmationRedirectUrl } }`;
  const variables = { email: 'ana.costa@exemplo.com.br', token: 'demo-criar-senha-com-retorno', password: 'Nova@Senha9' };
  const first = await (await request.post('/graphql', { data: { query: resetPassword, variables } })).json();
  expect(first.data.resetPassword).toEqual({ email: 'ana.costa@exemplo.com.br', afterConfirmationRedirectUrl: 'https://parceiro.exemplo.com.br/bem-vindo' });
  const second = await (await request.post('/graphql', { data: { query: resetPassword, variables } })).json();
  expect(second.errors[0].extensions.code).toBe('INVALID_TOKEN');
});

test('a GET or a body that is not JSON is refused clearly', async ({ request }) => {
  expect((await request.get('/graphql')).status()).toBe(405);
  const bad = await request.post('/graphql', { headers: { 'Content-Type': 'application/json' }, data: '{não é json' });
  expect(bad.status()).toBe(400);
});
