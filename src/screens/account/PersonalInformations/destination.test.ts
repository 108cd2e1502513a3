import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../../test/fuzz';
import { personalInformationsDestination } from './destination';

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

const partner = 'https://parceiro.exemplo.com.br';
const allowed = [partner];
const home = { kind: 'internal', path: '/' };

describe('personalInformationsDestination', () => {
  it.each([
    ['nothing stored', null, null, home],
    ['a stored path', null, '/oauth2/authorize?client_id=loja', { kind: 'internal', path: '/oauth2/authorize?client_id=loja' }],
    ['the query before the stored one', '/profile/update', '/oauth2/authorize', { kind: 'internal', path: '/profile/update' }],
    ['an allowlisted URL', `${partner}/bem-vindo`, null, { kind: 'external', url: `${partner}/bem-vindo` }],
    ['the sign-in parameters dropped', null, '/oauth2/authorize?force_logout=1&target=register&a=b', { kind: 'internal', path: '/oauth2/authorize?a=b' }],
    ['another origin', 'https://malicioso.exemplo.net/', null, home],
    ['a protocol-relative URL', null, '//malicioso.exemplo.net/', home],
    ['javascript:', 'javascript:alert(1)', null, home],
    ['this page (a loop)', null, '/personal-informations/varejo', home],
    ['this page, encoded', null, '/personal%2Dinformations', home],
    ['this page with a trailing slash and a query', null, '/Personal-Informations/?x=1', home],
    ['the sign-in page', null, '/login?redirect_uri=/x', home],
  ])('%s', (_, query, stored, expected) => {
    expect(personalInformationsDestination(query, stored, allowed)).toEqual(expected);
  });

  it('never leads off the portal except to an allowlisted origin, nor back to this page', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.webUrl(), fc.string(), fc.webPath())), fc.option(fc.oneof(fc.webUrl(), fc.string(), fc.webPath())), (query, stored) => {
        const target = personalInformationsDestination(query, stored, allowed);
        if (target.kind === 'external') expect(new URL(target.url).origin).toBe(partner);
        else {
          expect(target.path.startsWith('/') && !target.path.startsWith('//')).toBe(true);
          expect(decoded(target.path.split(/[?#]/)[0] ?? '').toLowerCase()).not.toMatch(/^\/personal-informations(\/|$)/);
        }
      }),
      fuzzParams(50),
    );
  });
});
