import { describe, expect, it } from 'vitest';
import { createMockBackend, fakeJwt } from './backend';
import { createStore, DEMO } from './store';
import sdl from '../schema.graphql?raw';

const CHANGE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { email }
}`;
const CHANGE_EMAIL = `mutation ($newEmail: String!, $password: String!) {
  changeEmail(newEmail: $newEmail, password: $password) { pendingEmail }
}`;
const CHANGE_UNCONFIRMED_EMAIL = `mutation ($currentEmail: String!, $newEmail: String!, $password: String!) {
  changeUnconfirmedEmail(currentEmail: $currentEmail, newEmail: $newEmail, password: $password) { pendingEmail }
}`;
const CONFIRM_EMAIL = `mutation ($token: String!) {
  confirmEmail(token: $token) { email status afterConfirmationRedirectUrl }
}`;
const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }`;

const maria = DEMO.confirmedUser;
const pedro = DEMO.unconfirmedWithPassword;

function setup() {
  const backend = createMockBackend(sdl, createStore());
  const signedIn = (email: string = maria.email) => ({ authorization: `Bearer ${fakeJwt(email, 'Teste', Date.now())}` });
  const run = (query: string, variables: Record<string, unknown>, context = {}) => backend.execute({ query, variables }, context);
  const user = (email: string) => backend.store.users.find((u) => u.email === email);
  /** The token of the newest confirmation link sent to `to`. */
  const lastLinkTo = (to: string) => {
    const message = backend.store.outbox.filter((m) => m.to === to && m.kind === 'EMAIL_CONFIRMATION').at(-1);
    return message?.link?.split('/').at(-1);
  };
  return { backend, signedIn, run, user, lastLinkTo };
}

const validationOf = (result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => {
  expect(result.errors?.[0]?.message).toBe('validation');
  return result.errors?.[0]?.extensions?.validation;
};
const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

describe('mock account: changePassword', () => {
  it('changes the password, so the new one signs in and the old one no longer does', async () => {
    const { run, signedIn } = setup();
    const result = await run(CHANGE_PASSWORD, { currentPassword: maria.password, newPassword: 'Nova@Senha22' }, signedIn());
    expect(result).toEqual({ data: { changePassword: { email: maria.email } } });
    expect((await run(LOGIN, { identifier: maria.email, password: 'Nova@Senha22' })).errors).toBeUndefined();
    expect(codeOf(await run(LOGIN, { identifier: maria.email, password: maria.password }))).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['a wrong current password', { currentPassword: 'Errada@123', newPassword: 'Nova@Senha22' }, { currentPassword: ['Senha atual incorreta.'] }],
    ['the same password again', { currentPassword: maria.password, newPassword: maria.password }, { newPassword: ['A nova senha precisa ser diferente da atual.'] }],
    ['a weak new password', { currentPassword: maria.password, newPassword: 'fraca' }, { newPassword: ['A senha não atende aos requisitos.'] }],
  ])('refuses %s with a validation error on that field, and keeps the password', async (_case, variables, validation) => {
    const { run, signedIn, user } = setup();
    expect(validationOf(await run(CHANGE_PASSWORD, variables, signedIn()))).toEqual(validation);
    expect(user(maria.email)?.password).toBe(maria.password);
  });

  it.each([
    ['no token', {}],
    ['an expired token', { authorization: `Bearer ${fakeJwt(maria.email, 'Maria', Date.now() - 2 * 3600_000)}` }],
    ['a token of an account that does not exist', { authorization: `Bearer ${fakeJwt('ninguem@exemplo.com.br', 'X', Date.now())}` }],
  ])('answers UNAUTHENTICATED with %s', async (_case, context) => {
    const { run, user } = setup();
    expect(codeOf(await run(CHANGE_PASSWORD, { currentPassword: maria.password, newPassword: 'Nova@Senha22' }, context))).toBe('UNAUTHENTICATED');
    expect(user(maria.email)?.password).toBe(maria.password);
  });
});

describe('mock account: changeEmail', () => {
  it('sends a confirmation link to the new address; the address changes only once it is confirmed', async () => {
    const { run, signedIn, user, lastLinkTo } = setup();
    const result = await run(CHANGE_EMAIL, { newEmail: ' maria.nova@exemplo.com.br ', password: maria.password }, signedIn());
    expect(result).toEqual({ data: { changeEmail: { pendingEmail: 'maria.nova@exemplo.com.br' } } });
    expect(user(maria.email)).toBeDefined();
    const token = lastLinkTo('maria.nova@exemplo.com.br');
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const confirmed = await run(CONFIRM_EMAIL, { token });
    expect(confirmed.data?.confirmEmail).toMatchObject({ email: 'maria.nova@exemplo.com.br', status: 'CONFIRMED' });
    expect(user('maria.nova@exemplo.com.br')?.status).toBe('ACTIVE');
    expect(user(maria.email)).toBeUndefined();
    expect((await run(LOGIN, { identifier: 'maria.nova@exemplo.com.br', password: maria.password })).errors).toBeUndefined();
  });

  it('says the change link was used when it is opened again (the account has a new address by then)', async () => {
    const { run, signedIn, lastLinkTo } = setup();
    await run(CHANGE_EMAIL, { newEmail: 'maria.nova@exemplo.com.br', password: maria.password }, signedIn());
    const token = lastLinkTo('maria.nova@exemplo.com.br');
    await run(CONFIRM_EMAIL, { token });
    const again = await run(CONFIRM_EMAIL, { token });
    expect(again.data?.confirmEmail).toEqual({ email: 'maria.nova@exemplo.com.br', status: 'ALREADY_CONFIRMED', afterConfirmationRedirectUrl: null });
  });

  it('refuses the link when someone else took the new address after the request', async () => {
    const { run, signedIn, lastLinkTo, backend } = setup();
    await run(CHANGE_EMAIL, { newEmail: 'disputado@exemplo.com.br', password: maria.password }, signedIn());
    const someone = backend.store.users.find((u) => u.email === pedro.email);
    if (!someone) throw new Error('seed changed');
    backend.store.users.push({ ...someone, email: 'disputado@exemplo.com.br', identity: null });
    expect(codeOf(await run(CONFIRM_EMAIL, { token: lastLinkTo('disputado@exemplo.com.br') }))).toBe('INVALID_TOKEN');
  });

  it.each([
    ['an invalid address', { newEmail: 'maria@', password: maria.password }, { newEmail: ['E-mail inválido.'] }],
    ['the current address (any case)', { newEmail: 'MARIA.SILVA@exemplo.com.br', password: maria.password }, { newEmail: ['Este já é o seu e-mail.'] }],
    ['an address of another account', { newEmail: pedro.email, password: maria.password }, { newEmail: ['Este e-mail já está cadastrado.'] }],
    ['a wrong password', { newEmail: 'maria.nova@exemplo.com.br', password: 'Errada@123' }, { password: ['Senha incorreta.'] }],
  ])('refuses %s, and sends nothing', async (_case, variables, validation) => {
    const { run, signedIn, backend } = setup();
    expect(validationOf(await run(CHANGE_EMAIL, variables, signedIn()))).toEqual(validation);
    expect(backend.store.outbox).toEqual([]);
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    const { run } = setup();
    expect(codeOf(await run(CHANGE_EMAIL, { newEmail: 'maria.nova@exemplo.com.br', password: maria.password }))).toBe('UNAUTHENTICATED');
  });
});

describe('mock account: changeUnconfirmedEmail', () => {
  it('corrects the address of an unconfirmed sign-up and sends the confirmation to the new one', async () => {
    const { run, user, lastLinkTo } = setup();
    const result = await run(CHANGE_UNCONFIRMED_EMAIL, { currentEmail: pedro.email, newEmail: 'pedro.certo@exemplo.com.br', password: pedro.password });
    expect(result).toEqual({ data: { changeUnconfirmedEmail: { pendingEmail: 'pedro.certo@exemplo.com.br' } } });
    expect(user('pedro.certo@exemplo.com.br')?.status).toBe('PENDING_EMAIL_CONFIRMATION');
    const confirmed = await run(CONFIRM_EMAIL, { token: lastLinkTo('pedro.certo@exemplo.com.br') });
    expect(confirmed.data?.confirmEmail).toMatchObject({ email: 'pedro.certo@exemplo.com.br', status: 'CONFIRMED' });
    expect(user('pedro.certo@exemplo.com.br')?.status).toBe('ACTIVE');
  });

  it('gives one message whether the account is missing, confirmed, or the password wrong', async () => {
    const { run } = setup();
    const message = { password: ['E-mail atual ou senha incorretos.'] };
    const newEmail = 'outro@exemplo.com.br';
    expect(validationOf(await run(CHANGE_UNCONFIRMED_EMAIL, { currentEmail: 'ninguem@exemplo.com.br', newEmail, password: pedro.password }))).toEqual(message);
    expect(validationOf(await run(CHANGE_UNCONFIRMED_EMAIL, { currentEmail: pedro.email, newEmail, password: 'Errada@123' }))).toEqual(message);
    expect(validationOf(await run(CHANGE_UNCONFIRMED_EMAIL, { currentEmail: maria.email, newEmail, password: maria.password }))).toEqual(message);
  });

  it.each([
    ['an invalid address', 'pedro@', 'E-mail inválido.'],
    ['the same address', pedro.email, 'Este já é o seu e-mail.'],
    ['an address of another account', maria.email, 'Este e-mail já está cadastrado.'],
  ])('refuses %s on newEmail and keeps the account as it was', async (_case, newEmail, message) => {
    const { run, user } = setup();
    expect(validationOf(await run(CHANGE_UNCONFIRMED_EMAIL, { currentEmail: pedro.email, newEmail, password: pedro.password }))).toEqual({ newEmail: [message] });
    expect(user(pedro.email)?.status).toBe('PENDING_EMAIL_CONFIRMATION');
  });
});

describe('mock account: confirmEmail', () => {
  it('confirms a sign-up (PENDING → ACTIVE) and gives back the redirect the sign-up carried', async () => {
    const { run, user } = setup();
    const account = user(DEMO.emailConfirmationUser.email);
    if (!account) throw new Error('seed changed');
    account.afterConfirmationRedirectTo = '/oauth2/authorize?client_id=loja-parceira';
    const result = await run(CONFIRM_EMAIL, { token: DEMO.emailConfirmation.token });
    expect(result).toEqual({
      data: { confirmEmail: { email: DEMO.emailConfirmationUser.email, status: 'CONFIRMED', afterConfirmationRedirectUrl: '/oauth2/authorize?client_id=loja-parceira' } },
    });
    expect(user(DEMO.emailConfirmationUser.email)?.status).toBe('ACTIVE');
    expect((await run(CONFIRM_EMAIL, { token: DEMO.emailConfirmation.token })).data?.confirmEmail).toMatchObject({ status: 'ALREADY_CONFIRMED' });
  });

  it('says a used link was already confirmed', async () => {
    const { run } = setup();
    const result = await run(CONFIRM_EMAIL, { token: DEMO.emailAlreadyConfirmed.token });
    expect(result.data?.confirmEmail).toEqual({ email: maria.email, status: 'ALREADY_CONFIRMED', afterConfirmationRedirectUrl: null });
  });

  it.each([
    ['an expired link', DEMO.emailConfirmationExpired.token],
    ['an unknown link', 'nao-existe'],
  ])('answers INVALID_TOKEN to %s and confirms nothing', async (_case, token) => {
    const { run, user } = setup();
    expect(codeOf(await run(CONFIRM_EMAIL, { token }))).toBe('INVALID_TOKEN');
    expect(user(pedro.email)?.status).toBe('PENDING_EMAIL_CONFIRMATION');
  });
});

describe('mock account: resending the confirmation', () => {
  it('delivers a new link to an account that waits for one, and says so only then', async () => {
    const { backend, run, user } = setup();
    const email = DEMO.unconfirmedUser.email;
    expect(backend.resendConfirmation(email)).toEqual({ status: 200, body: { sent: true } });
    const sent = backend.store.outbox.filter((message) => message.to === email);
    expect(sent).toHaveLength(1);
    const token = sent[0]?.link?.split('/').at(-1) ?? '';
    expect((await run(CONFIRM_EMAIL, { token })).data?.confirmEmail).toMatchObject({ status: 'CONFIRMED' });
    expect(user(email)?.status).toBe('ACTIVE');
    expect(backend.resendConfirmation(email)).toEqual({ status: 409, body: { sent: false, reason: 'ALREADY_CONFIRMED' } });
    expect(backend.resendConfirmation('ninguem@exemplo.com.br')).toEqual({ status: 404, body: { sent: false } });
    expect(backend.resendConfirmation(null)).toEqual({ status: 404, body: { sent: false } });
    expect(backend.store.outbox.filter((message) => message.to === email)).toHaveLength(1);
  });
});

describe('mock account: the session survives an e-mail change', () => {
  it('keeps the token of the old address working once the new one is confirmed', async () => {
    const { backend, run } = setup();
    const login = await backend.execute({
      query: 'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }',
      variables: { identifier: maria.email, password: maria.password },
    });
    const token = (login.data as { login: { token: string } }).login.token;
    const session = { authorization: `Bearer ${token}` };
    const change = await backend.execute({ query: 'mutation { changeEmail(newEmail: "maria.nova@exemplo.com.br", password: "Senha@Forte1") { pendingEmail } }' }, session);
    expect(change.errors).toBeUndefined();
    const link = backend.store.outbox.find((message) => message.to === 'maria.nova@exemplo.com.br')?.link ?? '';
    expect((await run(CONFIRM_EMAIL, { token: link.split('/').at(-1) ?? '' })).data?.confirmEmail).toMatchObject({ status: 'CONFIRMED' });
    const me = await backend.execute({ query: '{ me { email } }' }, session);
    expect(me).toEqual({ data: { me: { email: 'maria.nova@exemplo.com.br' } } });
  });
});
