import { matchPath } from 'react-router-dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenPath, paths, routePatterns } from './paths';
import { routeEntries } from './routeManifest';

describe('paths', () => {
  it('builds the spec’s routes', () => {
    expect(paths.home()).toBe('/');
    expect(paths.registerDriver('varejo')).toBe('/register/varejo');
    expect(paths.passwordCreate('demo-criar-senha')).toBe('/password/create/demo-criar-senha');
    expect(paths.emailInviteConfirmation('abc')).toBe('/email/invite/confirmation/abc');
    expect(paths.personalInformationsDriver('pdv')).toBe('/personal-informations/pdv');
  });

  it('gives every route of the manifest a path its own pattern matches, by the same name', () => {
    for (const [name, { pattern }] of routeEntries) {
      expect(routePatterns[name]).toBe(pattern);
      const { pathname } = new URL((paths[name] as (value?: string) => string)('valor'), 'http://portal.test');
      expect({ name, matched: matchPath(pattern, pathname)?.pattern.path }).toEqual({ name, matched: pattern });
    }
  });

  it('encodes parameters so they cannot change the path’s shape', () => {
    expect(paths.passwordReset('a/b?c#d')).toBe('/password/reset/a%2Fb%3Fc%23d');
    expect(matchPath(routePatterns.passwordReset, paths.passwordReset('a/b?c#d'))).not.toBeNull();
  });

  it('puts the logout redirect in the query, encoded', () => {
    expect(paths.logout()).toBe('/logout');
    expect(paths.logout('https://parceiro.exemplo.com.br/sair?x=1&y=2')).toBe(
      '/logout?redirect_uri=https%3A%2F%2Fparceiro.exemplo.com.br%2Fsair%3Fx%3D1%26y%3D2',
    );
  });

  it('keeps a redirect_uri on the login and password success pages, encoded, and drops an empty one', () => {
    const redirectUri = 'https://parceiro.exemplo.com.br/bem-vindo?x=1&y=2';
    const query = '?redirect_uri=https%3A%2F%2Fparceiro.exemplo.com.br%2Fbem-vindo%3Fx%3D1%26y%3D2';
    expect(paths.login()).toBe('/login');
    expect(paths.login({ redirectUri })).toBe(`/login${query}`);
    expect(paths.passwordCreateSuccess({ redirectUri })).toBe(`/password/create/success${query}`);
    expect(paths.passwordResetSuccess({ redirectUri })).toBe(`/password-reset-success${query}`);
    expect(paths.passwordCreateSuccess({ redirectUri: null })).toBe('/password/create/success');
    expect(paths.passwordResetSuccess({ redirectUri: '' })).toBe('/password-reset-success');
  });

  it('gives back any redirect_uri unchanged through the query', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (redirectUri) => {
        const url = new URL(paths.login({ redirectUri }), 'http://portal.test');
        expect(url.pathname).toBe('/login');
        expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
      }),
    );
  });
});

describe('isTokenPath', () => {
  it('knows the one-time password and e-mail confirmation links, and only them', () => {
    expect(isTokenPath(paths.emailInviteConfirmation('tok'))).toBe(true);
    expect(isTokenPath('/email/invite/confirmation/')).toBe(false);
    expect(isTokenPath(paths.emailChange())).toBe(false);
    expect(isTokenPath(paths.passwordCreate('demo-criar-senha'))).toBe(true);
    expect(isTokenPath(paths.passwordReset('abc'))).toBe(true);
    expect(isTokenPath('/password/reset/abc/')).toBe(true);
    expect(isTokenPath(paths.passwordCreateSuccess())).toBe(false);
    expect(isTokenPath(paths.passwordResetSuccess())).toBe(false);
    expect(isTokenPath('/password/create/')).toBe(false);
    expect(isTokenPath('/password/create/a/b')).toBe(false);
    expect(isTokenPath('/')).toBe(false);
  });

  it('is true of every route of the manifest whose parameter is a token, and of no other route', () => {
    for (const [name, { pattern }] of routeEntries) {
      const path = new URL((paths[name] as (value?: string) => string)('valor'), 'http://portal.test').pathname;
      expect({ name, tokenPath: isTokenPath(path) }).toEqual({ name, tokenPath: pattern.endsWith('/:token') });
    }
  });

  it('recognises every token the routes accept', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((token) => token !== 'success'), (token) => {
        expect(isTokenPath(paths.passwordCreate(token))).toBe(true);
        expect(isTokenPath(paths.passwordReset(token))).toBe(true);
        expect(isTokenPath(paths.emailInviteConfirmation(token))).toBe(true);
      }),
    );
  });
});
