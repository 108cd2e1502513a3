import { describe, expect, it } from 'vitest';
import { createMockBackend, INVALID_CREDENTIALS_MESSAGE, MAX_LOGIN_FAILURES } from './backend';
import { createMockHttp } from './http';
import { createStore, DEMO } from './store';
import sdl from '../schema.graphql?raw';

const CREATE_USER = `mutation ($name: String!, $password: String!, $identity: String, $email: String!, $customersCodes: [String!]!, $receiveOffers: Boolean!, $phoneNumber: String, $bornOn: Date, $type: UserType) {
  createUser(name: $name, password: $password, identity: $identity, email: $email, customersCodes: $customersCodes, receiveOffers: $receiveOffers, phoneNumber: $phoneNumber, bornOn: $bornOn, type: $type) { name status }
}`;
const RESET_PASSWORD = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, token: $token, password: $password) { email afterConfirmationRedirectUrl }
}`;

const user = {
  name: 'Elis Regina',
  password: 'Senha@Forte1',
  identity: '15350946056',
  email: 'elis@exemplo.com.br',
  customersCodes: [],
  receiveOffers: true,
  phoneNumber: '11912345678',
  bornOn: '1985-03-17',
  type: 'RETAILER',
};

describe('mock backend: createUser', () => {
  it('creates a pending account and stores every field', async () => {
    const backend = createMockBackend(sdl);
    const result = await backend.execute({ query: CREATE_USER, variables: user });
    expect(result).toEqual({ data: { createUser: { name: 'Elis Regina', status: 'PENDING_EMAIL_CONFIRMATION' } } });
    expect(backend.store.users.at(-1)).toMatchObject({ email: user.email, identity: user.identity, bornOn: user.bornOn, type: 'RETAILER', receiveOffers: true });
  });

  it.each([
    ['a duplicate e-mail (any case)', { email: 'MARIA.SILVA@exemplo.com.br' }, { email: ['Este e-mail já está cadastrado.'] }, ['email']],
    ['a duplicate CPF', { identity: DEMO.confirmedUser.identity }, { identity: ['Este CPF já está cadastrado.'] }, ['identity']],
    ['a CPF with a wrong check digit', { identity: '52998224724' }, { identity: ['CPF inválido.'] }],
    ['a malformed e-mail', { email: 'elis@' }, { email: ['E-mail inválido.'] }],
    ['a phone that is not 11 digits', { phoneNumber: '119123' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a phone with a DDD Anatel does not have', { phoneNumber: '20987654321' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a phone with no 9 after its DDD', { phoneNumber: '55119876543' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a phone of one repeated digit', { phoneNumber: '99999999999' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a weak password', { password: 'senha' }, { password: ['A senha não atende aos requisitos.'] }],
    ['a blank name', { name: '   ' }, { name: ['O nome é obrigatório.'] }],
    ['a name of 10,000 characters', { name: 'A'.repeat(10_000) }, { name: ['O nome pode ter até 200 caracteres.'] }],
  ])('refuses %s with the validation wire format', async (_, change, validation, alreadyRegistered?: string[]) => {
    const result = await createMockBackend(sdl).execute({ query: CREATE_USER, variables: { ...user, ...change } });
    expect(result.errors?.[0]?.message).toBe('validation');
    // A value another account already has is also marked as such (schema.graphql's header).
    expect(result.errors?.[0]?.extensions).toEqual(alreadyRegistered ? { validation, alreadyRegistered } : { validation });
  });

  it('answers UNCONFIRMED#<email>#<resend URL> for an e-mail that waits for confirmation', async () => {
    const result = await createMockBackend(sdl).execute({ query: CREATE_USER, variables: { ...user, email: DEMO.unconfirmedUser.email } });
    expect(result.errors?.[0]?.message).toBe(
      `UNCONFIRMED#${DEMO.unconfirmedUser.email}#/api/confirmation/resend?email=${encodeURIComponent(DEMO.unconfirmedUser.email)}`,
    );
  });

  it('puts the seed back on reset', async () => {
    const backend = createMockBackend(sdl);
    await backend.execute({ query: CREATE_USER, variables: user });
    backend.store.reset();
    expect(backend.store.users.some((u) => u.email === user.email)).toBe(false);
  });
});

describe('mock backend: resetPassword', () => {
  const variables = { email: DEMO.createPassword.email, token: DEMO.createPassword.token, password: 'Nova@Senha9' };

  it('sets the password once and consumes the token', async () => {
    const backend = createMockBackend(sdl);
    const first = await backend.execute({ query: RESET_PASSWORD, variables });
    expect(first).toEqual({ data: { resetPassword: { email: DEMO.createPassword.email, afterConfirmationRedirectUrl: null } } });
    expect(backend.store.users.find((u) => u.email === DEMO.createPassword.email)?.password).toBe('Nova@Senha9');
    const second = await backend.execute({ query: RESET_PASSWORD, variables });
    expect(second.errors?.[0]?.extensions).toEqual({ code: 'INVALID_TOKEN' });
  });

  it.each([
    ['an unknown token', { token: 'nao-existe' }],
    ['an expired token', { token: DEMO.expiredToken.token }],
    ['another account’s e-mail', { email: DEMO.confirmedUser.email }],
  ])('refuses %s as INVALID_TOKEN', async (_, change) => {
    const result = await createMockBackend(sdl).execute({ query: RESET_PASSWORD, variables: { ...variables, ...change } });
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'INVALID_TOKEN' });
  });

  it('refuses a weak password without consuming the token', async () => {
    const backend = createMockBackend(sdl);
    const weak = await backend.execute({ query: RESET_PASSWORD, variables: { ...variables, password: 'fraca' } });
    expect(weak.errors?.[0]?.message).toBe('validation');
    const strong = await backend.execute({ query: RESET_PASSWORD, variables });
    expect(strong.errors).toBeUndefined();
  });
});

describe('mock backend: login', () => {
  const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token user { name } } }`;
  const maria = DEMO.confirmedUser;
  const login = (backend: ReturnType<typeof createMockBackend>, identifier: string, password: string) =>
    backend.execute({ query: LOGIN, variables: { identifier, password } });
  const payloadOf = (token: string): unknown => {
    const part = token.split('.')[1] ?? '';
    const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  };

  it.each([
    ['the e-mail in any case', maria.email.toUpperCase()],
    ['the CPF digits', maria.identity],
    ['the masked CPF', '529.982.247-25'],
  ])('signs in with %s and returns a JWT-shaped token that expires in an hour', async (_, identifier) => {
    const now = Date.UTC(2026, 0, 15, 12);
    const backend = createMockBackend(sdl, createStore(() => now));
    const result = await login(backend, identifier, maria.password);
    expect(result.errors).toBeUndefined();
    const data = result.data as { login: { token: string; user: { name: string } } };
    expect(data.login.user).toEqual({ name: maria.name });
    const [header] = data.login.token.split('.');
    expect(JSON.parse(atob(header ?? ''))).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payloadOf(data.login.token)).toEqual({ sub: backend.store.users.find((u) => u.email === maria.email)?.id, name: maria.name, exp: now / 1000 + 3600 });
  });

  it.each([
    ['a wrong password', maria.email, 'Senha@Errada1'],
    ['an unknown e-mail', 'ninguem@exemplo.com.br', maria.password],
    ['an unknown CPF', '15350946056', maria.password],
    ['an account without a password yet', DEMO.createPassword.email, ''],
    ['a disabled account with a wrong password', DEMO.disabledUser.email, 'Senha@Errada1'],
  ])('answers the same INVALID_CREDENTIALS for %s', async (_, identifier, password) => {
    const result = await login(createMockBackend(sdl), identifier, password);
    expect(result.errors?.[0]?.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers ACCOUNT_DISABLED to the right password of a disabled account', async () => {
    const result = await login(createMockBackend(sdl), DEMO.disabledUser.email, DEMO.disabledUser.password);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'ACCOUNT_DISABLED' });
  });

  it('answers UNCONFIRMED#… to the right password of an account that waits for confirmation', async () => {
    const backend = createMockBackend(sdl);
    await backend.execute({ query: CREATE_USER, variables: user });
    const result = await login(backend, user.email, user.password);
    expect(result.errors?.[0]?.message).toBe(`UNCONFIRMED#${user.email}#/api/confirmation/resend?email=${encodeURIComponent(user.email)}`);
  });

  it('locks an identifier for 60 s after 5 failures within 10 minutes, even to the right password', async () => {
    let now = Date.UTC(2026, 0, 15, 12);
    const backend = createMockBackend(sdl, createStore(() => now));
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt += 1) {
      const failed = await login(backend, maria.identity, 'Senha@Errada1');
      expect(failed.errors?.[0]?.extensions).toEqual({ code: 'INVALID_CREDENTIALS' });
    }
    const locked = await login(backend, '529.982.247-25', maria.password);
    expect(locked.errors?.[0]?.extensions).toEqual({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 60 });
    expect((await login(backend, maria.email, maria.password)).errors).toBeUndefined();
    now += 30_000;
    expect((await login(backend, maria.identity, maria.password)).errors?.[0]?.extensions).toEqual({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 });
    now += 30_000;
    expect((await login(backend, maria.identity, maria.password)).errors).toBeUndefined();
  });

  it('forgets failures older than 10 minutes', async () => {
    let now = Date.UTC(2026, 0, 15, 12);
    const backend = createMockBackend(sdl, createStore(() => now));
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES - 1; attempt += 1) await login(backend, maria.email, 'errada');
    now += 10 * 60 * 1000;
    await login(backend, maria.email, 'errada');
    expect((await login(backend, maria.email, maria.password)).errors).toBeUndefined();
  });

  it('signs in with a password set by a create-password link', async () => {
    const backend = createMockBackend(sdl);
    const reset = `mutation ($email: String!, $token: String!, $password: String!) { resetPassword(email: $email, token: $token, password: $password) { email } }`;
    await backend.execute({ query: reset, variables: { email: DEMO.createPassword.email, token: DEMO.createPassword.token, password: 'Nova@Senha9' } });
    const result = await login(backend, DEMO.createPassword.email, 'Nova@Senha9');
    expect(result.data).toEqual({ login: { token: expect.any(String), user: { name: 'Ana Costa' } } });
  });
});

describe('mock backend over HTTP', () => {
  it('refuses a GET, a body that is not an object and a body without a query', async () => {
    const http = createMockHttp(sdl);
    expect((await http.handle('GET', '/graphql', undefined))?.status).toBe(405);
    expect((await http.handle('POST', '/graphql', undefined))?.status).toBe(400);
    const noQuery = await http.handle('POST', '/graphql', { variables: {} });
    expect(noQuery?.body).toMatchObject({ errors: [{ message: 'O corpo da requisição precisa de "query" (texto).' }] });
  });

  it('leaves other paths alone', async () => {
    expect(await createMockHttp(sdl).handle('GET', '/assets/app.js', undefined)).toBeNull();
  });
});
