import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds the spec’s routes', () => {
    expect(paths.home()).toBe('/');
    expect(paths.registerDriver('varejo')).toBe('/register/varejo');
    expect(paths.passwordCreate('demo-criar-senha')).toBe('/password/create/demo-criar-senha');
    expect(paths.emailInviteConfirmation('abc')).toBe('/email/invite/confirmation/abc');
    expect(paths.personalInformationsDriver('pdv')).toBe('/personal-informations/pdv');
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
});
