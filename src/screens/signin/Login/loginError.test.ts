import { describe, expect, it } from 'vitest';
import { BadResponseError, GraphQLResponseError, NetworkError } from '../../../relay/errors';
import { classifyLoginFailure } from './loginError';

const now = Date.UTC(2026, 0, 15, 12);
const graphQLError = (message: string, extensions?: Record<string, unknown>) => new GraphQLResponseError([{ message, ...(extensions ? { extensions } : {}) }]);

describe('classifyLoginFailure', () => {
  it('reads the codes of the contract', () => {
    expect(classifyLoginFailure(graphQLError('x', { code: 'INVALID_CREDENTIALS' }))).toEqual({ kind: 'invalidCredentials' });
    expect(classifyLoginFailure(graphQLError('x', { code: 'ACCOUNT_DISABLED' }))).toEqual({ kind: 'disabled' });
    expect(classifyLoginFailure(graphQLError('x', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 60 }))).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 60 });
    expect(classifyLoginFailure(graphQLError('x', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 'soon' }))).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: null });
  });

  it('reads errors given as a bare body (onCompleted with errors)', () => {
    expect(classifyLoginFailure({ errors: [{ message: 'x', extensions: { code: 'ACCOUNT_DISABLED' } }] })).toEqual({ kind: 'disabled' });
  });

  it('treats HTTP 429 as rate limiting, with Retry-After', () => {
    expect(classifyLoginFailure(new BadResponseError(429, '120'), now)).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 120 });
    expect(classifyLoginFailure(new BadResponseError(429), now)).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: null });
  });

  it('finds an unconfirmed account', () => {
    expect(classifyLoginFailure(graphQLError('UNCONFIRMED#ana@exemplo.com.br#/api/confirmation/resend?email=ana'))).toEqual({
      kind: 'unconfirmed',
      account: { email: 'ana@exemplo.com.br', resendUrl: '/api/confirmation/resend?email=ana' },
    });
  });

  it('explains a network failure and anything else', () => {
    expect(classifyLoginFailure(new NetworkError())).toEqual({ kind: 'other', messages: ['Sem conexão com a internet'], offline: true });
    expect(classifyLoginFailure(new BadResponseError(502)).kind).toBe('other');
    expect(classifyLoginFailure(undefined)).toEqual({ kind: 'other', messages: ['Ocorreu um erro inesperado. Tente novamente em instantes.'], offline: false });
  });
});
