import { describe, expect, it } from 'vitest';
import { BadResponseError, GraphQLResponseError, NetworkError, TimeoutError } from '../../relay/errors';
import { recoveryCommonMessages } from './messages';
import { classifyRecoveryFailure, recoveryFailureMessage } from './recoveryFailure';

const graphQLError = (message: string, extensions?: Record<string, unknown>) => new GraphQLResponseError([{ message, ...(extensions ? { extensions } : {}) }]);
const now = Date.UTC(2026, 0, 15, 12);

describe('classifyRecoveryFailure', () => {
  it('reads the contract codes', () => {
    expect(classifyRecoveryFailure(graphQLError('Código incorreto.', { code: 'INVALID_CODE', attemptsLeft: 3 }))).toEqual({ kind: 'invalidCode', attemptsLeft: 3 });
    expect(classifyRecoveryFailure(graphQLError('x', { code: 'INVALID_CODE', attemptsLeft: 'três' }))).toEqual({ kind: 'invalidCode', attemptsLeft: null });
    expect(classifyRecoveryFailure(graphQLError('x', { code: 'CODE_EXPIRED' }))).toEqual({ kind: 'codeExpired' });
    expect(classifyRecoveryFailure(graphQLError('x', { code: 'NOT_FOUND' }))).toEqual({ kind: 'notFound' });
  });

  it('reads a rate limit from TOO_MANY_ATTEMPTS or from HTTP 429 with Retry-After', () => {
    expect(classifyRecoveryFailure(graphQLError('x', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 25 }))).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 25,
      message: 'Muitas tentativas. Tente novamente em 25 segundos.',
    });
    expect(classifyRecoveryFailure(new BadResponseError(429, '120'), now)).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 120, message: 'Muitas tentativas. Tente novamente em 2 minutos.' });
    expect(classifyRecoveryFailure(new BadResponseError(429, null), now)).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: null });
  });

  it('reads codes from the raw errors Relay hands to onCompleted', () => {
    expect(classifyRecoveryFailure({ errors: [{ message: 'x', extensions: { code: 'CODE_EXPIRED' } }] })).toEqual({ kind: 'codeExpired' });
    expect(classifyRecoveryFailure({ source: { errors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }] } })).toEqual({ kind: 'notFound' });
  });

  it.each([
    ['no connection', new NetworkError(), 'Sem conexão com a internet'],
    ['a timeout', new TimeoutError(20_000), 'O servidor demorou para responder. Verifique sua conexão e tente novamente.'],
    ['an outage', new BadResponseError(503), 'O serviço está indisponível no momento. Tente novamente em instantes.'],
    ['a validation message', graphQLError('validation', { validation: { email: ['E-mail inválido.'] } }), 'E-mail inválido.'],
    ['a shape of nothing', 42, 'Ocorreu um erro inesperado. Tente novamente em instantes.'],
  ])('explains %s in Portuguese', (_, error, message) => {
    expect(classifyRecoveryFailure(error)).toEqual({ kind: 'other', messages: [message] });
  });

  it('never throws on a hostile shape', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); } });
    expect(classifyRecoveryFailure(hostile).kind).toBe('other');
  });
});

describe('recoveryFailureMessage', () => {
  it("uses the screen's words where it has some, else the server's wait, its messages or the fallback", () => {
    const words = { invalidCode: (left: number | null) => `Código errado (${left})`, codeExpired: 'Expirou', rateLimited: 'Bloqueado', notFound: 'Sem conta' };
    expect(recoveryFailureMessage({ kind: 'invalidCode', attemptsLeft: 2 }, words)).toBe('Código errado (2)');
    expect(recoveryFailureMessage({ kind: 'codeExpired' }, words)).toBe('Expirou');
    expect(recoveryFailureMessage({ kind: 'rateLimited', retryAfterSeconds: 30, message: 'Aguarde 30 segundos.' }, words)).toBe('Bloqueado');
    expect(recoveryFailureMessage({ kind: 'notFound' }, words)).toBe('Sem conta');
    expect(recoveryFailureMessage({ kind: 'rateLimited', retryAfterSeconds: 30, message: 'Aguarde 30 segundos.' })).toBe('Aguarde 30 segundos.');
    expect(recoveryFailureMessage({ kind: 'other', messages: ['Um.', 'Dois.'] })).toBe('Um. Dois.');
    for (const failure of [{ kind: 'codeExpired' }, { kind: 'notFound' }, { kind: 'invalidCode', attemptsLeft: null }] as const) {
      expect(recoveryFailureMessage(failure)).toBe(recoveryCommonMessages.unexpected);
    }
  });
});
