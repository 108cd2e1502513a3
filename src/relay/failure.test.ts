import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../test/fuzz';
import { BadResponseError, GraphQLResponseError, NetworkError, TimeoutError, toErrorEntries } from './errors';
import { classifyFailure, parseUnconfirmed, retryAfterSeconds, tooManyAttemptsMessage } from './failure';
import { messagesFor } from './failureMessages';

/** The sign-up's view of a failure (its server fields are email, identity and phoneNumber), as the screens get it. */
function normaliseError(error: unknown, nowMs?: number) {
  const failure = classifyFailure(error, nowMs);
  return { ...messagesFor(failure, ['email', 'identity', 'phoneNumber']), unconfirmed: failure.kind === 'unconfirmed' ? failure.account : null };
}

const fallback = 'Ocorreu um erro inesperado. Tente novamente em instantes.';

describe('normaliseError', () => {
  it('puts validation errors on email, identity and phoneNumber under their fields', () => {
    const error = new GraphQLResponseError([
      {
        message: 'validation',
        extensions: {
          validation: {
            email: ['Este e-mail já está cadastrado.'],
            identity: ['CPF inválido.', 'Este CPF já está cadastrado.'],
            phoneNumber: 'Número de telefone inválido.',
          },
        },
      },
    ]);
    expect(normaliseError(error)).toEqual({
      fieldErrors: {
        email: ['Este e-mail já está cadastrado.'],
        identity: ['CPF inválido.', 'Este CPF já está cadastrado.'],
        phoneNumber: ['Número de telefone inválido.'],
      },
      generalErrors: [],
      unconfirmed: null,
    });
  });

  it('marks the fields refused because an account already has them, only when the server refused them', () => {
    const error = new GraphQLResponseError([
      {
        message: 'validation',
        extensions: {
          validation: { 'input.email': ['Este e-mail já está cadastrado.'], identity: ['Este CPF já está cadastrado.'], phoneNumber: ['Número de telefone inválido.'] },
          alreadyRegistered: ['input.email', 'identity', 'name', 42],
        },
      },
    ]);
    expect(classifyFailure(error)).toMatchObject({ kind: 'rejected', alreadyRegistered: ['email', 'identity'] });
    const plain = new GraphQLResponseError([{ message: 'validation', extensions: { validation: { email: ['E-mail inválido.'] } } }]);
    expect(classifyFailure(plain)).toMatchObject({ kind: 'rejected', alreadyRegistered: [] });
    const odd = new GraphQLResponseError([{ message: 'validation', extensions: { validation: { email: ['E-mail inválido.'] }, alreadyRegistered: 'email' } }]);
    expect(classifyFailure(odd)).toMatchObject({ kind: 'rejected', alreadyRegistered: ['email'] });
  });

  it('reads field keys that come prefixed, like input.email', () => {
    const error = new GraphQLResponseError([
      { message: 'validation', extensions: { validation: { 'input.email': ['E-mail inválido.'], 'variables.input.identity': ['CPF inválido.'] } } },
    ]);
    expect(normaliseError(error).fieldErrors).toEqual({ email: ['E-mail inválido.'], identity: ['CPF inválido.'] });
  });

  it('joins each other entry’s messages into one general message', () => {
    const error = new GraphQLResponseError([
      {
        message: 'validation',
        extensions: { validation: { password: ['A senha é fraca.', 'Use um símbolo.'], name: ['O nome é obrigatório.'], email: ['E-mail inválido.'] } },
      },
    ]);
    expect(normaliseError(error)).toEqual({
      fieldErrors: { email: ['E-mail inválido.'] },
      generalErrors: ['A senha é fraca. Use um símbolo.', 'O nome é obrigatório.'],
      unconfirmed: null,
    });
  });

  it('recognises and parses UNCONFIRMED#<email>#<resend URL>', () => {
    const error = new GraphQLResponseError([
      { message: 'UNCONFIRMED#joao.souza@exemplo.com.br#/api/confirmation/resend?email=joao.souza%40exemplo.com.br' },
    ]);
    expect(normaliseError(error)).toEqual({
      fieldErrors: {},
      generalErrors: [],
      unconfirmed: { email: 'joao.souza@exemplo.com.br', resendUrl: '/api/confirmation/resend?email=joao.souza%40exemplo.com.br' },
    });
  });

  it('gives any other GraphQL error’s message', () => {
    expect(normaliseError(new GraphQLResponseError([{ message: 'Token inválido ou expirado.', extensions: { code: 'INVALID_TOKEN' } }])).generalErrors).toEqual([
      'Token inválido ou expirado.',
    ]);
  });

  it('says "Sem conexão com a internet" when the network fails', () => {
    expect(normaliseError(new NetworkError()).generalErrors).toEqual(['Sem conexão com a internet']);
    expect(normaliseError(new TypeError('Failed to fetch')).generalErrors).toEqual(['Sem conexão com a internet']);
  });

  it('explains an answer that is not GraphQL in Portuguese', () => {
    expect(normaliseError(new BadResponseError(200)).generalErrors).toEqual(['O servidor respondeu de um jeito inesperado. Tente novamente em instantes.']);
  });

  it.each([500, 502, 503, 504])('says the service is unavailable for HTTP %i', (status) => {
    expect(normaliseError(new BadResponseError(status)).generalErrors).toEqual(['O serviço está indisponível no momento. Tente novamente em instantes.']);
  });

  it('says the server took too long after a timeout', () => {
    expect(normaliseError(new TimeoutError(20_000)).generalErrors).toEqual([
      'O servidor demorou para responder. Verifique sua conexão e tente novamente.',
    ]);
  });

  it.each([
    ['0', 'Muitas tentativas. Tente novamente em 1 segundo.'],
    ['1', 'Muitas tentativas. Tente novamente em 1 segundo.'],
    ['45', 'Muitas tentativas. Tente novamente em 45 segundos.'],
    ['60', 'Muitas tentativas. Tente novamente em 1 minuto.'],
    ['61', 'Muitas tentativas. Tente novamente em 2 minutos.'],
    [' 120 ', 'Muitas tentativas. Tente novamente em 2 minutos.'],
    ['Sun, 22 Nov 2026 04:00:30 GMT', 'Muitas tentativas. Tente novamente em 30 segundos.'],
    ['Sun, 22 Nov 2026 03:00:00 GMT', 'Muitas tentativas. Tente novamente em 1 segundo.'],
    ['logo', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    ['-5', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    ['99999999999999999999', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    [null, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  ])('says when to try again for a 429 with Retry-After %j', (header, message) => {
    const now = Date.parse('2026-11-22T04:00:00Z');
    expect(normaliseError(new BadResponseError(429, header), now).generalErrors).toEqual([message]);
  });

  it.each([
    ['errors that are not an array', { message: 'Falhou.' }, ['Falhou.']],
    ['errors as a bare string', 'Falhou.', ['Falhou.']],
    ['entries without a message', [{ code: 'X' }, 42, null], ['O servidor respondeu de um jeito inesperado. Tente novamente em instantes.']],
    ['extensions that are not an object', [{ message: 'validation', extensions: 'x' }], [fallback]],
    ['validation that is an array', [{ message: 'validation', extensions: { validation: ['E-mail inválido.'] } }], [fallback]],
  ])('explains GraphQL errors of an unexpected shape in Portuguese: %s', (_label, errors, expected) => {
    expect(normaliseError(new GraphQLResponseError(toErrorEntries(errors))).generalErrors).toEqual(expected);
  });

  it.each([
    ['CHALLENGE_EXPIRED', 'challengeExpired'],
    ['PASSKEY_NOT_FOUND', 'passkeyNotFound'],
    ['PASSKEY_REJECTED', 'passkeyRejected'],
  ])('tells the passkey code %s apart, with the server’s message', (code, kind) => {
    expect(classifyFailure(new GraphQLResponseError([{ message: 'Recusada.', extensions: { code } }]))).toEqual({ kind, message: 'Recusada.' });
  });

  it('reads the errors of a bare GraphQL body and of Relay’s own error (source.errors)', () => {
    expect(normaliseError({ errors: [{ message: 'Falhou.' }] }).generalErrors).toEqual(['Falhou.']);
    const relayError = Object.assign(new Error('No data returned for operation'), { source: { errors: [{ message: 'Sem permissão.' }] } });
    expect(normaliseError(relayError).generalErrors).toEqual(['Sem permissão.']);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an English Error', new Error('Cannot read properties of undefined (reading "x")')],
    ['a string', 'boom'],
    ['a number', 42],
    ['validation without details', new GraphQLResponseError([{ message: 'validation' }])],
    ['validation with empty details', new GraphQLResponseError([{ message: 'validation', extensions: { validation: { email: [], other: [42] } } }])],
    ['an empty message', new GraphQLResponseError([{ message: '  ' }])],
    ['no errors at all', new GraphQLResponseError([])],
    [
      'a hostile object',
      new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
        },
      ),
    ],
  ])('falls back to a Portuguese message for %s, without throwing', (_label, input) => {
    expect(normaliseError(input)).toEqual({ fieldErrors: {}, generalErrors: [fallback], unconfirmed: null });
  });

  it('always explains itself, whatever is thrown or answered (property)', () => {
    const anyError = fc.oneof(
      fc.anything(),
      fc.anything().map((errors) => ({ errors })),
      fc.anything().map((errors) => ({ source: { errors } })),
      fc.anything().map((errors) => new GraphQLResponseError(toErrorEntries(errors))),
      fc.tuple(fc.integer({ min: 100, max: 599 }), fc.option(fc.string())).map(([status, retryAfter]) => new BadResponseError(status, retryAfter)),
    );
    fc.assert(
      fc.property(anyError, (error) => {
        const { fieldErrors, generalErrors, unconfirmed } = normaliseError(error);
        const messages = [...Object.values(fieldErrors).flat(), ...generalErrors];
        expect(unconfirmed !== null || messages.length > 0).toBe(true);
        for (const message of messages) expect(message.trim()).not.toBe('');
        expect(generalErrors).not.toContain('GraphQL error');
      }),
      fuzzParams(300),
    );
  });

  it('never repeats a general message', () => {
    const error = new GraphQLResponseError([{ message: 'Tente de novo.' }, { message: 'Tente de novo.' }]);
    expect(normaliseError(error).generalErrors).toEqual(['Tente de novo.']);
  });
});

describe('parseUnconfirmed', () => {
  it('finds the marker inside a longer message', () => {
    expect(parseUnconfirmed('Erro: UNCONFIRMED#a@b.com#https://x.example/resend?e=a')).toEqual({ email: 'a@b.com', resendUrl: 'https://x.example/resend?e=a' });
  });

  it.each(['UNCONFIRMED#', 'UNCONFIRMED#a@b.com', 'UNCONFIRMED##/resend', 'unconfirmed#a@b.com#/x'])('refuses %s', (message) => {
    expect(parseUnconfirmed(message)).toBeNull();
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterSeconds('60', now)).toBe(60);
    expect(retryAfterSeconds(new Date(now + 90_500).toUTCString(), now)).toBe(90);
    expect(retryAfterSeconds(new Date(now - 5000).toUTCString(), now)).toBe(0);
    expect(retryAfterSeconds('amanhã', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('reads every value one way: digits only, up to 9 of them; a sign, a fraction or a longer number is unreadable', () => {
    expect(retryAfterSeconds('0', now)).toBe(0);
    expect(retryAfterSeconds(' 7 ', now)).toBe(7);
    expect(retryAfterSeconds('-5', now)).toBeNull();
    expect(retryAfterSeconds('1.5', now)).toBeNull();
    expect(retryAfterSeconds('+5', now)).toBeNull();
    expect(retryAfterSeconds('99999999999999999999', now)).toBeNull();
    expect(retryAfterSeconds('999999999', now)).toBe(999_999_999);
  });

  it('gives null or whole, non-negative seconds for any header, and agrees with the number it was given (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String), fc.date({ noInvalidDate: true }).map((d) => d.toUTCString())), (header) => {
        const seconds = retryAfterSeconds(header, now);
        if (seconds === null) return;
        expect(Number.isInteger(seconds) && seconds >= 0).toBe(true);
        if (/^\s*\d+\s*$/.test(header)) expect(seconds).toBe(Number(header.trim()));
      }),
      fuzzParams(),
    );
  });
});

describe('tooManyAttemptsMessage', () => {
  it.each([
    [60, 'Muitas tentativas. Tente novamente em 1 minuto.'],
    [61, 'Muitas tentativas. Tente novamente em 2 minutos.'],
    [30, 'Muitas tentativas. Tente novamente em 30 segundos.'],
    [0, 'Muitas tentativas. Tente novamente em 1 segundo.'],
    [null, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  ])('says when to try again after %s s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});
