import { describe, expect, it } from 'vitest';
import { BadResponseError, GraphQLResponseError, NetworkError } from '../../../relay/errors';
import { classifyLoginFailure, parseRetryAfter, tooManyAttemptsMessage } from './loginError';

const now = Date.UTC(2026, 0, 15, 12);
const graphQLError = (message: string, extensions?: Record<string, unknown>) => new GraphQLResponseError([{ message, ...(extensions ? { extensions } : {}) }]);

describe('classifyLoginFailure', () => {
  it('reads the codes of the contract', () => {
    expect(classifyLoginFailure(graphQLError('x', { code: 'INVALID_CREDENTIALS' }))).toEqual({ kind: 'invalidCredentials' });
    expect(classifyLoginFailure(graphQLError('x', { code: 'ACCOUNT_DISABLED' }))).toEqual({ kind: 'disabled' });
    expect(classifyLoginFailure(graphQLError('x', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 60 }))).toEqual({ kind: 'rateLimited', retryAfterSeconds: 60 });
    expect(classifyLoginFailure(graphQLError('x', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 'soon' }))).toEqual({ kind: 'rateLimited', retryAfterSeconds: null });
  });

  it('reads errors given as a bare body (onCompleted with errors)', () => {
    expect(classifyLoginFailure({ errors: [{ message: 'x', extensions: { code: 'ACCOUNT_DISABLED' } }] })).toEqual({ kind: 'disabled' });
  });

  it('treats HTTP 429 as rate limiting, with Retry-After', () => {
    expect(classifyLoginFailure(new BadResponseError(429, '120'), now)).toEqual({ kind: 'rateLimited', retryAfterSeconds: 120 });
    expect(classifyLoginFailure(new BadResponseError(429), now)).toEqual({ kind: 'rateLimited', retryAfterSeconds: null });
  });

  it('finds an unconfirmed account', () => {
    expect(classifyLoginFailure(graphQLError('UNCONFIRMED#ana@exemplo.com.br#/api/confirmation/resend?email=ana'))).toEqual({
      kind: 'unconfirmed',
      account: { email: 'ana@exemplo.com.br', resendUrl: '/api/confirmation/resend?email=ana' },
    });
  });

  it('explains a network failure and anything else', () => {
    expect(classifyLoginFailure(new NetworkError())).toEqual({ kind: 'other', messages: ['Sem conexão com a internet'] });
    expect(classifyLoginFailure(new BadResponseError(502)).kind).toBe('other');
    expect(classifyLoginFailure(undefined)).toEqual({ kind: 'other', messages: ['Ocorreu um erro inesperado. Tente novamente em instantes.'] });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('60', now)).toBe(60);
    expect(parseRetryAfter(new Date(now + 90_500).toUTCString(), now)).toBe(90);
    expect(parseRetryAfter(new Date(now - 5000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('amanhã', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
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
