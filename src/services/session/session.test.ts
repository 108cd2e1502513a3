import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, getSessionToken, parseUser, rememberUnconfirmedUser, sessionStateFrom, useSession } from './session';
import { renameSessionUser, startSession } from './startSession';
import { expiredToken, farFutureToken, unsignedToken } from '../../test/tokenFixtures';

describe('sessionStateFrom', () => {
  const exp = 1_900_000_000;
  const token = unsignedToken({ exp });

  it('is active until exp, with the stored user', () => {
    expect(sessionStateFrom(token, { name: 'Maria Silva' }, exp * 1000 - 1)).toEqual({
      status: 'active',
      session: { token, exp, user: { name: 'Maria Silva' } },
    });
  });

  it('has expired at exp', () => {
    expect(sessionStateFrom(token, { name: 'Maria Silva' }, exp * 1000)).toEqual({ status: 'expired' });
  });

  it('tells a missing token from a malformed one', () => {
    expect(sessionStateFrom(null, null, 0)).toEqual({ status: 'none', malformed: false });
    expect(sessionStateFrom('garbage', null, 0)).toEqual({ status: 'none', malformed: true });
    expect(sessionStateFrom(unsignedToken({ sub: 'no exp' }), null, 0)).toEqual({ status: 'none', malformed: true });
  });
});

describe('parseUser', () => {
  it.each([null, undefined, 'Maria', 42, [], {}, { name: 42 }, { name: '   ' }])('gives null for %j', (value) => {
    expect(parseUser(value)).toBeNull();
  });

  it('keeps a trimmed name, and nothing else', () => {
    expect(parseUser({ name: '  Maria Silva ', email: 'maria@exemplo.com.br' })).toEqual({ name: 'Maria Silva' });
  });
});

describe('the stored session', () => {
  it('sends the token only while the session is valid', () => {
    localStorage.setItem('jwt', farFutureToken);
    expect(getSessionToken()).toBe(farFutureToken);
    localStorage.setItem('jwt', expiredToken);
    expect(getSessionToken()).toBeNull();
    localStorage.setItem('jwt', 'corrompido\n');
    expect(getSessionToken()).toBeNull();
  });

  it('survives a corrupted user entry', () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', '{name: Maria');
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ token: farFutureToken, exp: 4_102_444_800, user: null });
  });

  it('clears the user, the token and the unconfirmed-user data on logout, and nothing else', () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria' }));
    rememberUnconfirmedUser('joao@exemplo.com.br', '/api/confirmation/resend?email=joao');
    localStorage.setItem('after_login_redirects_to', '/profile/update');
    clearSession();
    for (const key of ['jwt', 'user', 'unconfirmed_user_email', 'url_resend_email']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('after_login_redirects_to')).toBe('/profile/update');
  });

  it('re-renders readers on logout here and on a storage event from another tab', () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria' }));
    const { result } = renderHook(() => useSession());
    expect(result.current?.user).toEqual({ name: 'Maria' });

    act(() => clearSession());
    expect(result.current).toBeNull();

    // Another tab signs in, then out: this tab only learns through storage events.
    act(() => {
      localStorage.setItem('jwt', farFutureToken);
      window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: farFutureToken }));
    });
    expect(result.current?.token).toBe(farFutureToken);
    act(() => {
      localStorage.removeItem('jwt');
      window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: null }));
    });
    expect(result.current).toBeNull();
  });
});

describe('startSession', () => {
  // What the server returns at sign-in: a session of an hour (an `exp` in the year 2100 is refused below).
  const inAnHour = () => unsignedToken({ sub: 'usuario-1', exp: Math.floor(Date.now() / 1000) + 3600 });

  it('stores the token and only the name, and the session becomes active', () => {
    const token = inAnHour();
    localStorage.setItem('unconfirmed_user_email', 'ana@exemplo.com.br');
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => {
      expect(startSession(token, { name: 'Maria Silva' })).toEqual({ started: true });
    });
    expect(localStorage.getItem('jwt')).toBe(token);
    expect(localStorage.getItem('user')).toBe('{"name":"Maria Silva"}');
    expect(localStorage.getItem('unconfirmed_user_email')).toBeNull();
    expect(result.current?.user).toEqual({ name: 'Maria Silva' });
  });

  it.each([
    ['without exp', unsignedToken({ sub: 'usuario-1' }), 'unreadable'],
    ['already expired', expiredToken, 'expired'],
    ['lasting until 2100', farFutureToken, 'tooFar'],
    ['that is no token at all', 'token-invalido', 'unreadable'],
  ])('stores nothing for a token %s, and says why', (_label, token, problem) => {
    localStorage.setItem('unconfirmed_user_email', 'ana@exemplo.com.br');
    expect(startSession(token, { name: 'Maria Silva' })).toEqual({ started: false, problem });
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('unconfirmed_user_email')).toBe('ana@exemplo.com.br');
  });

  it('renames the signed-in person without checking the stored token again', () => {
    localStorage.setItem('jwt', farFutureToken);
    renameSessionUser('Maria Souza');
    expect(localStorage.getItem('jwt')).toBe(farFutureToken);
    expect(localStorage.getItem('user')).toBe('{"name":"Maria Souza"}');
  });
});
