import { describe, expect, it } from 'vitest';
import { createMockBackend } from './backend';
import { CODE_LENGTH, CODE_LIFETIME_MS, MAX_CODE_ATTEMPTS, MAX_CPF_STARTS, MAX_SENDS, RESEND_WAIT_SECONDS, maskEmail, maskPhone } from './recovery';
import { createStore, DEMO } from './store';
import sdl from '../schema.graphql?raw';

const REQUEST = `mutation ($email: String!) { requestPasswordRecovery(email: $email) { channel maskedDestination resendAvailableInSeconds codeLength } }`;
const START = `mutation ($identity: String!) { startPasswordRecoveryByCpf(identity: $identity) { recoveryId options { channel maskedDestination } } }`;
const SEND = `mutation ($recoveryId: ID!, $channel: RecoveryChannel!) { sendPasswordRecovery(recoveryId: $recoveryId, channel: $channel) { channel maskedDestination resendAvailableInSeconds codeLength } }`;
const VERIFY = `mutation ($recoveryId: ID!, $code: String!) { verifyPasswordRecoveryCode(recoveryId: $recoveryId, code: $code) { token email } }`;
const RESET = `mutation ($email: String!, $token: String!, $password: String!) { resetPassword(email: $email, token: $token, password: $password) { email } }`;
const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }`;

const maria = DEMO.confirmedUser;
const ana = { email: DEMO.createPassword.email, identity: '39053344705' };

/** A backend whose clock the test moves. */
function setup() {
  // A clock far from the real time: every expiry must follow the store's clock, not Date.now().
  const clock = { now: Date.UTC(2030, 0, 15, 12) };
  const backend = createMockBackend(sdl, createStore(() => clock.now));
  const run = async (query: string, variables: Record<string, unknown>) => backend.execute({ query, variables });
  const errorOf = async (query: string, variables: Record<string, unknown>) => (await run(query, variables)).errors?.[0];
  const dataOf = async <T>(query: string, variables: Record<string, unknown>) => {
    const result = await run(query, variables);
    expect(result.errors).toBeUndefined();
    return result.data as T;
  };
  const start = async (identity: string = maria.identity) =>
    (await dataOf<{ startPasswordRecoveryByCpf: { recoveryId: string; options: { channel: string; maskedDestination: string }[] } }>(START, { identity }))
      .startPasswordRecoveryByCpf;
  const lastCode = (to: string) => backend.store.outbox.filter((m) => m.to === to).at(-1)?.code ?? null;
  const wrongCode = (code: string | null) => (code === '000000' ? '111111' : '000000');
  return { clock, backend, run, errorOf, dataOf, start, lastCode, wrongCode };
}

describe('mock recovery: masking', () => {
  it('masks e-mails and phones as the contract shows them', () => {
    expect(maskEmail('maria.silva@exemplo.com.br')).toBe('m***@exemplo.com.br');
    expect(maskEmail('sem-arroba')).toBe('***');
    expect(maskPhone('11987654321')).toBe('(11) *****-4321');
  });
});

describe('mock recovery: by e-mail', () => {
  it('answers the same for an account and for an unknown address, and sends only to the account', async () => {
    const { dataOf, backend } = setup();
    const known = await dataOf(REQUEST, { email: maria.email });
    const unknown = await dataOf(REQUEST, { email: 'ninguem@exemplo.com.br' });
    const shape = (masked: string) => ({ requestPasswordRecovery: { channel: 'EMAIL', maskedDestination: masked, resendAvailableInSeconds: RESEND_WAIT_SECONDS, codeLength: 0 } });
    expect(known).toEqual(shape('m***@exemplo.com.br'));
    expect(unknown).toEqual(shape('n***@exemplo.com.br'));
    expect(backend.store.outbox.map((m) => m.to)).toEqual([maria.email]);
  });

  it('sends a reset link that names its account, usable once by resetPassword', async () => {
    const { dataOf, run, backend } = setup();
    await dataOf(REQUEST, { email: maria.email.toUpperCase() });
    const link = backend.store.outbox.at(-1)?.link ?? '';
    const url = new URL(link, 'http://portal');
    expect(url.pathname).toMatch(/^\/password\/reset\/[\w-]+$/);
    expect(url.searchParams.get('email')).toBe(maria.email);
    const token = url.pathname.split('/').at(-1);
    const reset = await run(RESET, { email: maria.email, token, password: 'Nova@Senha9' });
    expect(reset.errors).toBeUndefined();
    expect((await run(LOGIN, { identifier: maria.email, password: 'Nova@Senha9' })).errors).toBeUndefined();
  });

  it('throttles any address alike: the resend wait, then the hourly limit', async () => {
    const { errorOf, dataOf, clock } = setup();
    for (const email of [maria.email, 'ninguem@exemplo.com.br']) {
      await dataOf(REQUEST, { email });
      const tooSoon = await errorOf(REQUEST, { email });
      expect(tooSoon?.extensions).toEqual({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: RESEND_WAIT_SECONDS });
    }
    for (let sent = 1; sent < MAX_SENDS; sent += 1) {
      clock.now += RESEND_WAIT_SECONDS * 1000;
      await dataOf(REQUEST, { email: maria.email });
    }
    clock.now += RESEND_WAIT_SECONDS * 1000;
    const limited = await errorOf(REQUEST, { email: maria.email });
    expect(limited?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(limited?.extensions?.retryAfterSeconds).toBeGreaterThan(RESEND_WAIT_SECONDS);
  });

  it('refuses a malformed address with the validation wire format', async () => {
    const { errorOf } = setup();
    const error = await errorOf(REQUEST, { email: 'maria@' });
    expect(error?.message).toBe('validation');
    expect(error?.extensions).toEqual({ validation: { email: ['E-mail inválido.'] } });
  });
});

describe('mock recovery: by CPF', () => {
  it('answers NOT_FOUND for a CPF with no account (or not 11 digits)', async () => {
    const { errorOf } = setup();
    for (const identity of ['15350946056', '123']) {
      expect((await errorOf(START, { identity }))?.extensions).toEqual({ code: 'NOT_FOUND' });
    }
  });

  it(`refuses more than ${MAX_CPF_STARTS} recoveries of one CPF an hour (known or not), then allows them again`, async () => {
    const { errorOf, clock, start } = setup();
    for (let i = 0; i < MAX_CPF_STARTS; i += 1) await start(maria.identity);
    expect((await errorOf(START, { identity: maria.identity }))?.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    for (let i = 0; i < MAX_CPF_STARTS; i += 1) expect((await errorOf(START, { identity: '15350946056' }))?.extensions?.code).toBe('NOT_FOUND');
    expect((await errorOf(START, { identity: '15350946056' }))?.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    clock.now += 60 * 60 * 1000;
    expect((await start(maria.identity)).recoveryId).toBeTruthy();
  });

  it('offers the e-mail and the phone, masked, when the account has a phone; the e-mail alone otherwise', async () => {
    const { start } = setup();
    expect((await start(maria.identity)).options).toEqual([
      { channel: 'EMAIL', maskedDestination: 'm***@exemplo.com.br' },
      { channel: 'SMS', maskedDestination: '(11) *****-4321' },
    ]);
    expect((await start(ana.identity)).options).toEqual([{ channel: 'EMAIL', maskedDestination: 'a***@exemplo.com.br' }]);
  });

  it('refuses SMS to an account without a phone', async () => {
    const { start, errorOf } = setup();
    const { recoveryId } = await start(ana.identity);
    expect((await errorOf(SEND, { recoveryId, channel: 'SMS' }))?.extensions).toEqual({ code: 'INVALID_REQUEST' });
  });

  it('sends a code by SMS, waits before a resend, and a right code gives a token resetPassword takes', async () => {
    const { start, dataOf, errorOf, run, lastCode, clock } = setup();
    const { recoveryId } = await start();
    const sent = await dataOf<{ sendPasswordRecovery: unknown }>(SEND, { recoveryId, channel: 'SMS' });
    expect(sent.sendPasswordRecovery).toEqual({ channel: 'SMS', maskedDestination: '(11) *****-4321', resendAvailableInSeconds: RESEND_WAIT_SECONDS, codeLength: CODE_LENGTH });
    expect((await errorOf(SEND, { recoveryId, channel: 'SMS' }))?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    clock.now += RESEND_WAIT_SECONDS * 1000;
    await dataOf(SEND, { recoveryId, channel: 'SMS' });
    const code = lastCode('11987654321');
    expect(code).toMatch(new RegExp(`^\\d{${CODE_LENGTH}}$`));
    // Pasted with spaces or dashes, the code still counts.
    const pasted = `${code?.slice(0, 3)} - ${code?.slice(3)}`;
    const { verifyPasswordRecoveryCode: result } = await dataOf<{ verifyPasswordRecoveryCode: { token: string; email: string } }>(VERIFY, { recoveryId, code: pasted });
    expect(result.email).toBe(maria.email);
    expect((await run(RESET, { email: result.email, token: result.token, password: 'Nova@Senha9' })).errors).toBeUndefined();
    // The recovery is spent.
    expect((await errorOf(VERIFY, { recoveryId, code }))?.extensions).toEqual({ code: 'CODE_EXPIRED' });
  });

  it('counts wrong codes down with attemptsLeft, then locks the code until a new one is sent', async () => {
    const { start, dataOf, errorOf, lastCode, wrongCode, clock } = setup();
    const { recoveryId } = await start();
    await dataOf(SEND, { recoveryId, channel: 'SMS' });
    const wrong = wrongCode(lastCode('11987654321'));
    for (let left = MAX_CODE_ATTEMPTS - 1; left > 0; left -= 1) {
      expect((await errorOf(VERIFY, { recoveryId, code: wrong }))?.extensions).toEqual({ code: 'INVALID_CODE', attemptsLeft: left });
    }
    expect((await errorOf(VERIFY, { recoveryId, code: wrong }))?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    // Even the right code is refused now.
    expect((await errorOf(VERIFY, { recoveryId, code: lastCode('11987654321') }))?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    clock.now += RESEND_WAIT_SECONDS * 1000;
    await dataOf(SEND, { recoveryId, channel: 'SMS' });
    expect(await errorOf(VERIFY, { recoveryId, code: lastCode('11987654321') })).toBeUndefined();
  });

  it('lets a code expire after its lifetime (CODE_EXPIRED), and a new one works', async () => {
    const { start, dataOf, errorOf, lastCode, clock } = setup();
    const { recoveryId } = await start();
    await dataOf(SEND, { recoveryId, channel: 'SMS' });
    const code = lastCode('11987654321');
    clock.now += CODE_LIFETIME_MS + 1000;
    expect((await errorOf(VERIFY, { recoveryId, code }))?.extensions).toEqual({ code: 'CODE_EXPIRED' });
    await dataOf(SEND, { recoveryId, channel: 'SMS' });
    expect(await errorOf(VERIFY, { recoveryId, code: lastCode('11987654321') })).toBeUndefined();
  });

  it('answers CODE_EXPIRED for an unknown recovery', async () => {
    const { errorOf } = setup();
    expect((await errorOf(SEND, { recoveryId: 'nao-existe', channel: 'EMAIL' }))?.extensions).toEqual({ code: 'CODE_EXPIRED' });
  });

  it('by e-mail sends a link and its code to the account, masked in the answer', async () => {
    const { start, dataOf, backend } = setup();
    const { recoveryId } = await start();
    const sent = await dataOf<{ sendPasswordRecovery: unknown }>(SEND, { recoveryId, channel: 'EMAIL' });
    expect(sent.sendPasswordRecovery).toMatchObject({ channel: 'EMAIL', maskedDestination: 'm***@exemplo.com.br', codeLength: CODE_LENGTH });
    const message = backend.store.outbox.at(-1);
    expect(message).toMatchObject({ channel: 'EMAIL', to: maria.email, kind: 'PASSWORD_RECOVERY' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.link).toContain(`?email=${encodeURIComponent(maria.email)}`);
  });
});
