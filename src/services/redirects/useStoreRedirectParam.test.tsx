import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { farFutureToken } from '../../test/tokenFixtures';
import { redirectParamOf, storeRedirectParam, useStoreRedirectParam } from './useStoreRedirectParam';

const KEY = 'after_login_redirects_to';

describe('redirectParamOf', () => {
  it('reads a decoded redirect_uri, and nothing for an empty or oversized one', () => {
    expect(redirectParamOf('?redirect_uri=%2Fprofile%2Fupdate%3Fa%3D1')).toBe('/profile/update?a=1');
    expect(redirectParamOf('?redirect_uri=')).toBeNull();
    expect(redirectParamOf('?other=1')).toBeNull();
    expect(redirectParamOf(`?redirect_uri=/${'a'.repeat(2048)}`)).toBeNull();
  });
});

describe('storeRedirectParam', () => {
  it('stores the redirect as given (it is checked where it is followed)', () => {
    expect(storeRedirectParam('?redirect_uri=https%3A%2F%2Fevil.example%2F')).toBe('https://evil.example/');
    expect(localStorage.getItem(KEY)).toBe('https://evil.example/');
  });

  it('leaves the stored redirect alone when the query has none', () => {
    localStorage.setItem(KEY, '/profile/update');
    expect(storeRedirectParam('?identifier=x')).toBeNull();
    expect(localStorage.getItem(KEY)).toBe('/profile/update');
  });

  it('ends the session when the redirect carries force_logout=1, and only then', () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria' }));
    storeRedirectParam(`?redirect_uri=${encodeURIComponent('/oauth2/authorize?client_id=loja&force_logout=0')}`);
    expect(localStorage.getItem('jwt')).toBe(farFutureToken);
    storeRedirectParam(`?redirect_uri=${encodeURIComponent('/oauth2/authorize?client_id=loja&force_logout=1')}`);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem(KEY)).toBe('/oauth2/authorize?client_id=loja&force_logout=1');
  });

  it('forgets the account that force_logout=1 signs out, keeping the new destination', () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('email', 'maria.silva@exemplo.com.br');
    sessionStorage.setItem('draft:profile-update:demo', '{"name":"Maria"}');
    storeRedirectParam(`?redirect_uri=${encodeURIComponent('/profile/update?force_logout=1')}`);
    expect(localStorage.getItem('email')).toBeNull();
    expect(sessionStorage.getItem('draft:profile-update:demo')).toBeNull();
    expect(localStorage.getItem(KEY)).toBe('/profile/update?force_logout=1');
  });
});

describe('useStoreRedirectParam', () => {
  it('stores the redirect of the current location', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/login?redirect_uri=%2Fprofile%2Fupdate']}>{children}</MemoryRouter>
    );
    renderHook(() => useStoreRedirectParam(), { wrapper });
    expect(localStorage.getItem(KEY)).toBe('/profile/update');
  });
});
