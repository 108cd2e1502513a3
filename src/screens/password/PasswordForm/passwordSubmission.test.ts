import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../../test/fuzz';
import { BadResponseError, GraphQLResponseError, NetworkError } from '../../../relay/errors';
import { passwordFailure, rateLimitMessage, resolveEmail } from './passwordSubmission';

describe('passwordFailure', () => {
  it('calls a response with GraphQL errors an expired link', () => {
    expect(passwordFailure(new GraphQLResponseError([{ message: 'Token inválido ou expirado.' }]))).toBe('linkExpired');
    expect(passwordFailure(new GraphQLResponseError([{ message: 'validation', extensions: { validation: {} } }]))).toBe('linkExpired');
    expect(passwordFailure({ source: { errors: [{ message: 'x' }] } })).toBe('linkExpired');
  });

  it('calls everything else unexpected, the network included', () => {
    expect(passwordFailure(new NetworkError())).toBe('unexpected');
    expect(passwordFailure(new BadResponseError(500))).toBe('unexpected');
    expect(passwordFailure(new TypeError('Failed to fetch'))).toBe('unexpected');
    expect(passwordFailure({ source: { errors: [] } })).toBe('unexpected');
    expect(passwordFailure(null)).toBe('unexpected');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (error) => ['linkExpired', 'unexpected'].includes(passwordFailure(error))), fuzzParams());
  });
});

describe('resolveEmail', () => {
  it('takes the query over the stored value', () => {
    expect(resolveEmail('link@exemplo.com.br', 'guardado@exemplo.com.br')).toBe('link@exemplo.com.br');
    expect(resolveEmail(null, 'guardado@exemplo.com.br')).toBe('guardado@exemplo.com.br');
    expect(resolveEmail('link@exemplo.com.br', null)).toBe('link@exemplo.com.br');
  });

  it('never gives a masked address (recovery shows `m***@…`), so one cannot reach resetPassword', () => {
    expect(resolveEmail('m***@exemplo.com.br', null)).toBeNull();
    expect(resolveEmail(null, 'm***@exemplo.com.br')).toBeNull();
    expect(resolveEmail('m***@exemplo.com.br', 'maria@exemplo.com.br')).toBe('maria@exemplo.com.br');
  });

  it('treats blank values as absent and trims the one it keeps', () => {
    expect(resolveEmail('  ', ' guardado@exemplo.com.br ')).toBe('guardado@exemplo.com.br');
    expect(resolveEmail('', '')).toBeNull();
    expect(resolveEmail(undefined, null)).toBeNull();
  });

  it('treats a value that is not an address as absent: a link cut or mangled on its way names no account', () => {
    expect(resolveEmail('%zz', null)).toBeNull();
    expect(resolveEmail('%zz', 'guardado@exemplo.com.br')).toBe('guardado@exemplo.com.br');
    expect(resolveEmail('ana.costa', null)).toBeNull();
    expect(resolveEmail('@exemplo.com.br', null)).toBeNull();
    expect(resolveEmail('ana.costa@', null)).toBeNull();
    expect(resolveEmail('ana@costa@exemplo.com.br', null)).toBeNull();
    // A `+` the link did not escape arrives as a space: not an address, rather than a different one.
    expect(resolveEmail('ana tag@exemplo.com.br', null)).toBeNull();
    // Only the shape is checked: the server knows its addresses (one with no dot in its domain included).
    expect(resolveEmail('ana@intranet', null)).toBe('ana@intranet');
    expect(resolveEmail('ana+tag@exemplo.com.br', null)).toBe('ana+tag@exemplo.com.br');
  });

  it('gives the query whenever it is shaped as an address (one @, something either side, no space) with no mask', () => {
    const usable = (value: string | null) => {
      const trimmed = value?.trim() ?? '';
      return /^[^\s@]+@[^\s@]+$/.test(trimmed) && !trimmed.includes('*') ? trimmed : null;
    };
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), fc.option(fc.oneof(fc.string(), fc.emailAddress())), (query, stored) => {
        expect(resolveEmail(query, stored)).toBe(usable(query) ?? usable(stored));
      }),
      fuzzParams(),
    );
  });
});

describe('rateLimitMessage', () => {
  it('says when to try again after a 429, so the spec text is not the only answer', () => {
    const now = Date.parse('2026-11-22T04:00:00Z');
    expect(rateLimitMessage(new BadResponseError(429, '30'), now)).toBe('Muitas tentativas. Tente novamente em 30 segundos.');
    expect(rateLimitMessage(new BadResponseError(429, '600'), now)).toBe('Muitas tentativas. Tente novamente em 10 minutos.');
    expect(rateLimitMessage(new BadResponseError(429), now)).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it('leaves every other failure to the spec text', () => {
    expect(rateLimitMessage(new BadResponseError(503))).toBeNull();
    expect(rateLimitMessage(new NetworkError())).toBeNull();
    expect(rateLimitMessage(new GraphQLResponseError([{ message: 'x' }]))).toBeNull();
    expect(rateLimitMessage(undefined)).toBeNull();
  });
});
