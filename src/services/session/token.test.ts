import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { isTokenValid, normaliseToken, readTokenExpiry } from './token';
import { base64url, unsignedToken as tokenWith } from '../../test/tokenFixtures';

describe('readTokenExpiry', () => {
  it('reads exp in seconds from the payload', () => {
    expect(readTokenExpiry(tokenWith({ exp: 1_900_000_000, name: 'Maria' }))).toBe(1_900_000_000);
  });

  it.each([
    ['alg "none"', tokenWith({ exp: 1_900_000_000 }, { alg: 'none' })],
    ['alg " NONE "', tokenWith({ exp: 1_900_000_000 }, { alg: ' NONE ' })],
    ['a header without alg', tokenWith({ exp: 1_900_000_000 }, { typ: 'JWT' })],
    ['a header that is not JSON', `bm90IGpzb24.${base64url('{"exp":1900000000}')}.`],
    ['exp in milliseconds', tokenWith({ exp: 1_900_000_000_000 })],
  ])('is no session for %s', (_, token) => {
    expect(readTokenExpiry(token)).toBeNull();
    expect(isTokenValid(token, 0)).toBe(false);
  });

  it.each([
    ['no token', null],
    ['a number', 42],
    ['an empty string', ''],
    ['one part', 'abc'],
    ['a truncated token', tokenWith({ exp: 1_900_000_000 }).slice(0, 30)],
    ['a payload that is not JSON', `eyJhbGciOiJIUzI1NiJ9.${base64url('not json')}.sig`],
    ['a payload without exp', tokenWith({ sub: '42' })],
    ['exp as a string', tokenWith({ exp: '1900000000' })],
    ['exp null', tokenWith({ exp: null })],
    ['a JSON null payload', tokenWith(null)],
    ['a JSON array payload', tokenWith([1900000000])],
    ['a token with spaces', `${tokenWith({ exp: 1 })} `],
    ['a token with a newline (header injection)', `${tokenWith({ exp: 1_900_000_000 })}\nX-Evil: 1`],
  ])('gives null for %s', (_label, input) => {
    expect(readTokenExpiry(input)).toBeNull();
  });

  it('accepts a JSON-quoted token (as some code stores it)', () => {
    const token = tokenWith({ exp: 1_900_000_000 });
    expect(normaliseToken(JSON.stringify(token))).toBe(token);
    expect(readTokenExpiry(JSON.stringify(token))).toBe(1_900_000_000);
  });

  it('never throws, whatever storage holds (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (input) => {
        const exp = readTokenExpiry(input);
        expect(exp === null || Number.isFinite(exp)).toBe(true);
      }),
      fuzzParams(500),
    );
  });

  it('never throws for tokens shaped like JWTs with arbitrary parts (property)', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/);
    fc.assert(
      fc.property(part, part, part, (a, b, c) => {
        expect(() => readTokenExpiry(`${a}.${b}.${c}`)).not.toThrow();
      }),
      fuzzParams(500),
    );
  });

  it('never throws for any JSON payload, and finds exp exactly when it is a finite number (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // What the token really carries: JSON turns -0 into 0.
        const payload: unknown = JSON.parse(JSON.stringify(value));
        const exp = readTokenExpiry(tokenWith(value));
        const expected =
          typeof payload === 'object' && payload !== null && 'exp' in payload && typeof payload.exp === 'number' ? payload.exp : null;
        expect(exp).toBe(expected);
      }),
      fuzzParams(500),
    );
  });
});

describe('isTokenValid at the exp boundary', () => {
  const exp = 1_900_000_000;
  const token = tokenWith({ exp });

  it('is valid one millisecond before exp', () => {
    expect(isTokenValid(token, exp * 1000 - 1)).toBe(true);
  });

  it('has expired at exp itself and after it', () => {
    expect(isTokenValid(token, exp * 1000)).toBe(false);
    expect(isTokenValid(token, exp * 1000 + 1)).toBe(false);
  });

  it('is never valid without a readable exp', () => {
    expect(isTokenValid(tokenWith({ sub: 'x' }), 0)).toBe(false);
    expect(isTokenValid('garbage', 0)).toBe(false);
  });

  it('agrees with exp for any instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: 0, max: 4_000_000_000_000 }), (seconds, now) => {
        expect(isTokenValid(tokenWith({ exp: seconds }), now)).toBe(now < seconds * 1000);
      }),
      fuzzParams(),
    );
  });
});
