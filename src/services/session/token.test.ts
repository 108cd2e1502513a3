import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { checkNewSessionToken, isTokenValid, MAX_NEW_SESSION_SECONDS, normaliseToken, readTokenExpiry, readTokenSubject } from './token';
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

describe('checkNewSessionToken', () => {
  const now = 1_800_000_000_000;
  const nowSeconds = now / 1000;

  it('accepts a readable token that lasts from a second to a year', () => {
    const token = tokenWith({ sub: '42', exp: nowSeconds + 3600 });
    expect(checkNewSessionToken(token, now)).toEqual({ ok: true, token, exp: nowSeconds + 3600 });
    expect(checkNewSessionToken(tokenWith({ exp: nowSeconds + 1 }), now).ok).toBe(true);
    expect(checkNewSessionToken(tokenWith({ exp: nowSeconds + MAX_NEW_SESSION_SECONDS }), now).ok).toBe(true);
  });

  it.each([
    ['garbage', 'não é um token', 'unreadable'],
    ['no exp', tokenWith({ sub: '42' }), 'unreadable'],
    ['exp as a string', tokenWith({ exp: String(nowSeconds + 3600) }), 'unreadable'],
    ['exp in milliseconds', tokenWith({ exp: now + 3_600_000 }), 'unreadable'],
    ['an unsigned token', tokenWith({ exp: nowSeconds + 3600 }, { alg: 'none' }), 'unreadable'],
    ['exp already past', tokenWith({ exp: nowSeconds - 1 }), 'expired'],
    ['exp right now', tokenWith({ exp: nowSeconds }), 'expired'],
    ['exp more than a year ahead', tokenWith({ exp: nowSeconds + MAX_NEW_SESSION_SECONDS + 1 }), 'tooFar'],
    ['exp in the year 2100', tokenWith({ exp: 4_102_444_800 }), 'tooFar'],
  ])('refuses %s', (_label, token, problem) => {
    expect(checkNewSessionToken(token, now)).toEqual({ ok: false, problem });
  });

  it('accepts exactly the tokens that stay valid for at most a year from now (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -4_000_000_000, max: 8_000_000_000 }), fc.double(), fc.constant(Number.NaN)), (exp) => {
        const check = checkNewSessionToken(tokenWith({ exp }), now);
        const usable = Number.isFinite(exp) && exp * 1000 > now && exp - nowSeconds <= MAX_NEW_SESSION_SECONDS;
        expect(check.ok).toBe(usable);
        if (check.ok) expect(isTokenValid(check.token, now)).toBe(true);
      }),
      fuzzParams(500),
    );
  });

  it('never throws, whatever the server answered (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer(), (raw, at) => {
        expect(checkNewSessionToken(raw, at).ok).toBe(false);
      }),
      fuzzParams(200),
    );
  });
});

describe('readTokenSubject', () => {
  it('reads a string or whole-number sub of a readable token', () => {
    expect(readTokenSubject(tokenWith({ sub: 'usuario-1', exp: 1_900_000_000 }))).toBe('usuario-1');
    expect(readTokenSubject(tokenWith({ sub: 42, exp: 1_900_000_000 }))).toBe('42');
  });

  it.each([
    ['no sub', tokenWith({ exp: 1_900_000_000 })],
    ['an empty sub', tokenWith({ sub: ' ', exp: 1_900_000_000 })],
    ['an object sub', tokenWith({ sub: { id: 1 }, exp: 1_900_000_000 })],
    ['a token without exp', tokenWith({ sub: 'usuario-1' })],
    ['garbage', 'não é um token'],
  ])('is null for %s', (_label, token) => {
    expect(readTokenSubject(token)).toBeNull();
  });
});
