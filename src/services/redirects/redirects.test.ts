import { describe, expect, it } from 'vitest';
import {
  afterConfirmationRedirectTo,
  afterLoginDestination,
  asksForceLogout,
  asksStartAtRegister,
  forgetStoredRedirect,
  readStoredRedirect,
  storedRedirectToFollow,
  stripLoginParams,
  takeAfterLoginDestination,
  withoutTarget,
} from './redirects';

const allowed = ['https://parceiro.exemplo.com.br'];

describe('afterLoginDestination', () => {
  it('goes to /login when nothing is stored', () => {
    expect(afterLoginDestination(null)).toBe('/login');
    expect(afterLoginDestination('')).toBe('/login');
    // Unreadable is the same as nothing.
    expect(afterLoginDestination('"unterminated')).toBe('/login');
    expect(afterLoginDestination(42)).toBe('/login');
  });

  it('goes to /redirect for an absolute http(s) URL (where the allowlist is checked)', () => {
    expect(afterLoginDestination('https://parceiro.exemplo.com.br/bem-vindo')).toBe('/redirect');
    expect(afterLoginDestination('http://evil.example/')).toBe('/redirect');
  });

  it('uses a same-origin path as is', () => {
    expect(afterLoginDestination('/oauth2/authorize?client_id=abc')).toBe('/oauth2/authorize?client_id=abc');
    expect(afterLoginDestination(JSON.stringify('/profile/update'))).toBe('/profile/update');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['userinfo', 'https://parceiro.exemplo.com.br@evil.example/'],
    ['whitespace', ' /home'],
    ['a control character', '/\t/evil.example'],
  ])('falls back to the home page for %s', (_label, stored) => {
    expect(afterLoginDestination(stored)).toBe('/');
  });

  it('reads what is stored', () => {
    localStorage.setItem('after_login_redirects_to', '/profile/update');
    expect(afterLoginDestination(readStoredRedirect())).toBe('/profile/update');
  });
});

describe('afterConfirmationRedirectTo', () => {
  it('removes force_logout and target from a relative redirect, keeping the rest', () => {
    expect(afterConfirmationRedirectTo('/oauth2/authorize?client_id=abc&force_logout=1&target=_top&state=xyz#f', allowed)).toBe(
      '/oauth2/authorize?client_id=abc&state=xyz#f',
    );
  });

  it('removes them from an allowlisted absolute redirect', () => {
    expect(afterConfirmationRedirectTo('https://parceiro.exemplo.com.br/volta?target=x&force_logout=true', allowed)).toBe(
      'https://parceiro.exemplo.com.br/volta',
    );
  });

  it('removes every occurrence and leaves a redirect without them untouched', () => {
    expect(afterConfirmationRedirectTo('/home?target=a&target=b', allowed)).toBe('/home');
    expect(afterConfirmationRedirectTo('/home?a=%20b', allowed)).toBe('/home?a=%20b');
  });

  it('sends nothing for a missing, foreign or unsafe redirect', () => {
    expect(afterConfirmationRedirectTo(null, allowed)).toBeNull();
    expect(afterConfirmationRedirectTo('https://evil.example/?target=x', allowed)).toBeNull();
    expect(afterConfirmationRedirectTo('//evil.example/?target=x', allowed)).toBeNull();
    expect(afterConfirmationRedirectTo('javascript:alert(1)', allowed)).toBeNull();
  });
});

describe('force_logout and target', () => {
  it('reads them from a stored path or URL, quoted or not', () => {
    expect(asksForceLogout('/oauth2/authorize?client_id=a&force_logout=1')).toBe(true);
    expect(asksForceLogout(JSON.stringify('https://parceiro.exemplo.com.br/?force_logout=1'))).toBe(true);
    expect(asksForceLogout('/oauth2/authorize?force_logout=true')).toBe(false);
    expect(asksForceLogout(null)).toBe(false);
    expect(asksStartAtRegister('/oauth2/authorize?target=register')).toBe(true);
    expect(asksStartAtRegister('/oauth2/authorize?target=login')).toBe(false);
    expect(asksStartAtRegister(42)).toBe(false);
  });

  it('strips them before the redirect is followed after sign-in', () => {
    expect(afterLoginDestination('/oauth2/authorize?client_id=a&force_logout=1&target=register#x')).toBe('/oauth2/authorize?client_id=a#x');
    expect(stripLoginParams('https://parceiro.exemplo.com.br/volta?force_logout=1&a=b')).toBe('https://parceiro.exemplo.com.br/volta?a=b');
    expect(stripLoginParams('/profile/update')).toBe('/profile/update');
    localStorage.setItem('after_login_redirects_to', 'https://parceiro.exemplo.com.br/volta?target=register');
    expect(storedRedirectToFollow()).toBe('https://parceiro.exemplo.com.br/volta');
  });

  it('drops only target once it has been followed', () => {
    expect(withoutTarget('/oauth2/authorize?force_logout=1&target=register')).toBe('/oauth2/authorize?force_logout=1');
  });

  it('still refuses a foreign host after stripping', () => {
    expect(afterLoginDestination('//evil.example/?target=register')).toBe('/');
  });
});

describe('takeAfterLoginDestination', () => {
  it('gives the stored path once, then /login (spec §4: none gives /login)', () => {
    localStorage.setItem('after_login_redirects_to', '/oauth2/authorize?client_id=loja&state=antigo');
    expect(takeAfterLoginDestination()).toBe('/oauth2/authorize?client_id=loja&state=antigo');
    expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
    expect(takeAfterLoginDestination()).toBe('/login');
  });

  it('gives /login when nothing is stored, and the home page for what cannot be followed, which it drops', () => {
    localStorage.removeItem('after_login_redirects_to');
    expect(takeAfterLoginDestination()).toBe('/login');
    localStorage.setItem('after_login_redirects_to', '//evil.example/');
    expect(takeAfterLoginDestination()).toBe('/');
    expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
  });

  it('leaves an absolute URL stored for /redirect, which checks the allowlist and drops it', () => {
    localStorage.setItem('after_login_redirects_to', 'https://parceiro.exemplo.com.br/volta?force_logout=1');
    expect(takeAfterLoginDestination()).toBe('/redirect');
    expect(localStorage.getItem('after_login_redirects_to')).toBe('https://parceiro.exemplo.com.br/volta?force_logout=1');
    forgetStoredRedirect();
    expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
  });
});
