import { describe, expect, it } from 'vitest';
import { createMockBackend, fakeJwt } from './backend';
import { CHALLENGE_LIFETIME_MS } from './passkeys';
import { createStore, DEMO } from './store';
import { createTestAuthenticator } from './testAuthenticator';
import sdl from '../schema.graphql?raw';

const ORIGIN = 'http://localhost:4173';
const REGISTRATION_OPTIONS = 'mutation { passkeyRegistrationOptions { challengeId options } }';
const REGISTER = `mutation ($challengeId: ID!, $response: WebAuthnJSON!, $deviceName: String) {
  registerPasskey(challengeId: $challengeId, response: $response, deviceName: $deviceName) { id deviceName createdAt lastUsedAt }
}`;
const SIGN_IN_OPTIONS = 'mutation { passkeySignInOptions { challengeId options } }';
const SIGN_IN = `mutation ($challengeId: ID!, $response: WebAuthnJSON!) {
  loginWithPasskey(challengeId: $challengeId, response: $response) { token user { name } }
}`;
const LIST = '{ passkeys { id deviceName lastUsedAt } }';
const REMOVE = 'mutation ($id: ID!) { removePasskey(id: $id) { id } }';

type Result = { data?: Record<string, unknown> | null; errors?: readonly { extensions?: Record<string, unknown> }[] };
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code;

function setup() {
  let now = Date.parse('2026-11-28T12:00:00Z');
  const store = createStore(() => now);
  const backend = createMockBackend(sdl, store);
  const paula = store.users.find((u) => u.email === DEMO.passkeyUser.email);
  if (!paula) throw new Error('The passkey demo account is missing.');
  const session = { authorization: `Bearer ${fakeJwt(paula.id, paula.name, now)}`, origin: ORIGIN };
  const run = (query: string, variables: Record<string, unknown> = {}, context: object = session) => backend.execute({ query, variables }, context) as Promise<Result>;
  const authenticator = createTestAuthenticator();
  async function register(origin = ORIGIN) {
    const answer = await run(REGISTRATION_OPTIONS);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const started = answer.data?.passkeyRegistrationOptions as { challengeId: string; options: never };
    const response = await authenticator.register(started.options, origin);
    return run(REGISTER, { challengeId: started.challengeId, response, deviceName: 'Chrome no Android' });
  }
  async function signInOptions() {
    return (await run(SIGN_IN_OPTIONS, {}, { origin: ORIGIN })).data?.passkeySignInOptions as { challengeId: string; options: { challenge: string; rpId?: string } };
  }
  async function signIn(origin = ORIGIN) {
    const { challengeId, options } = await signInOptions();
    return run(SIGN_IN, { challengeId, response: await authenticator.authenticate(options, origin) }, { origin: ORIGIN });
  }
  return { store, run, register, signIn, signInOptions, authenticator, later: (ms: number) => (now += ms) };
}

describe('passkeys in the mock backend', () => {
  it('registers a passkey for the signed-in account and signs in with it, with the session of login', async () => {
    const { register, signIn, run } = setup();
    const registered = await register();
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.registerPasskey).toMatchObject({ deviceName: 'Chrome no Android', createdAt: '2026-11-28T12:00:00.000Z', lastUsedAt: null });
    const signedIn = await signIn();
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.loginWithPasskey).toMatchObject({ user: { name: DEMO.passkeyUser.name } });
    expect((await run(LIST)).data?.passkeys).toEqual([expect.objectContaining({ deviceName: 'Chrome no Android', lastUsedAt: '2026-11-28T12:00:00.000Z' })]);
  });

  it('asks for a discoverable passkey with user verification, for the request’s host as RP ID', async () => {
    const { run, signInOptions } = setup();
    const options = (await run(REGISTRATION_OPTIONS)).data?.passkeyRegistrationOptions as { options: Record<string, unknown> };
    expect(options.options).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    expect((await signInOptions()).options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
  });

  it('refuses a registration or an assertion made for another origin', async () => {
    const { register, signIn, store, authenticator } = setup();
    expect(codeOf(await register('https://phishing.example'))).toBe('PASSKEY_REJECTED');
    expect(store.passkeys).toHaveLength(0);
    authenticator.credentials.shift();
    await register();
    expect(codeOf(await signIn('http://localhost:9999'))).toBe('PASSKEY_REJECTED');
  });

  it('spends a challenge on its first use and lets it expire', async () => {
    const { run, signInOptions, register, authenticator, later } = setup();
    await register();
    const first = await signInOptions();
    const response = await authenticator.authenticate(first.options, ORIGIN);
    expect(codeOf(await run(SIGN_IN, { challengeId: first.challengeId, response }))).toBeUndefined();
    expect(codeOf(await run(SIGN_IN, { challengeId: first.challengeId, response }))).toBe('CHALLENGE_EXPIRED');
    const second = await signInOptions();
    later(CHALLENGE_LIFETIME_MS);
    const late = await authenticator.authenticate(second.options, ORIGIN);
    expect(codeOf(await run(SIGN_IN, { challengeId: second.challengeId, response: late }))).toBe('CHALLENGE_EXPIRED');
  });

  it('keeps the signature counter and refuses an assertion that does not move it forward', async () => {
    const { register, signIn, store, authenticator } = setup();
    await register();
    await signIn();
    expect(store.passkeys[0]?.counter).toBe(1);
    const cloned = authenticator.credentials[0];
    if (cloned) cloned.counter = 0;
    expect(codeOf(await signIn())).toBe('PASSKEY_REJECTED');
  });

  it('forgets a removed passkey: signing in with it is refused as not found', async () => {
    const { register, signIn, run } = setup();
    const id = ((await register()).data?.registerPasskey as { id: string }).id;
    expect((await run(REMOVE, { id })).data?.removePasskey).toEqual([]);
    expect(codeOf(await signIn())).toBe('PASSKEY_NOT_FOUND');
    expect(codeOf(await run(REMOVE, { id }))).toBe('PASSKEY_NOT_FOUND');
  });

  it('lists, adds and removes only with a session, and only the account’s own passkeys', async () => {
    const { run, register } = setup();
    const id = ((await register()).data?.registerPasskey as { id: string }).id;
    expect(codeOf(await run(LIST, {}, { origin: ORIGIN }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run(REGISTRATION_OPTIONS, {}, { origin: ORIGIN }))).toBe('UNAUTHENTICATED');
    const maria = { authorization: `Bearer ${fakeJwt(DEMO.confirmedUser.email, 'Maria', Date.parse('2026-11-28T12:00:00Z'))}`, origin: ORIGIN };
    expect((await run(LIST, {}, maria)).data?.passkeys).toEqual([]);
    expect(codeOf(await run(REMOVE, { id }, maria))).toBe('PASSKEY_NOT_FOUND');
  });
});
