import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { allowedExternalUrl, parseAllowedOrigins, resolveRedirectTarget, safeInternalPath } from './urls';

const allowed = ['https://parceiro.exemplo.com.br', 'http://localhost:8080'];

describe('safeInternalPath', () => {
  it.each([
    ['/profile/update', '/profile/update'],
    ['/oauth2/authorize?client_id=abc&redirect_uri=https%3A%2F%2Fparceiro.exemplo.com.br', '/oauth2/authorize?client_id=abc&redirect_uri=https%3A%2F%2Fparceiro.exemplo.com.br'],
    ['/home#topo', '/home#topo'],
    ['/a/../register', '/register'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeInternalPath(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/path'],
    ['slash-backslash', '/\\evil.example'],
    ['backslash-slash', '\\/evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a leading slash lookalike', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an absolute URL', 'https://evil.example/'],
    ['a path without a leading slash', 'profile/update'],
    ['leading whitespace', ' /profile'],
    ['a tab inside //', '/\t/evil.example'],
    ['a newline inside //', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/profile\u0000'],
    ['DEL', '/profile\u007f'],
    ['a C1 control', '/profile\u0085'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a line separator', '/\u2028/evil.example'],
    ['an empty string', ''],
  ])('refuses %s', (_label, input) => {
    expect(safeInternalPath(input)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/home']]) expect(safeInternalPath(value)).toBeNull();
  });

  it.each(['/.//evil.example', '/./\\evil.example', '/a/..//evil.example', '/%2e//evil.example'])(
    'refuses %s, whose dot segments collapse into a protocol-relative path',
    (input) => {
      expect(safeInternalPath(input)).toBeNull();
    },
  );

  it('only ever returns a single-slash path of the same origin (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.webPath()), (input) => {
        const path = safeInternalPath(input);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'https://portal.exemplo.com.br').origin).toBe('https://portal.exemplo.com.br');
      }),
      fuzzParams(1000),
    );
  });
});

describe('allowedExternalUrl', () => {
  it('follows an absolute URL on an allowlisted origin', () => {
    expect(allowedExternalUrl('https://parceiro.exemplo.com.br/bem-vindo?x=1', allowed)).toBe('https://parceiro.exemplo.com.br/bem-vindo?x=1');
    expect(allowedExternalUrl('http://localhost:8080/', allowed)).toBe('http://localhost:8080/');
  });

  it.each([
    ['a foreign origin', 'https://evil.example/'],
    ['a lookalike subdomain', 'https://parceiro.exemplo.com.br.evil.example/'],
    ['another port', 'https://parceiro.exemplo.com.br:8443/'],
    ['another scheme', 'http://parceiro.exemplo.com.br/'],
    ['userinfo before the allowlisted host', 'https://user:pass@parceiro.exemplo.com.br/'],
    ['the allowlisted host as userinfo', 'https://parceiro.exemplo.com.br@evil.example/'],
    ['a backslash', 'https://evil.example\\@parceiro.exemplo.com.br/'],
    ['javascript:', 'javascript://parceiro.exemplo.com.br/%0aalert(1)'],
    ['leading whitespace', ' https://parceiro.exemplo.com.br/'],
    ['a tab in the host', 'https://parceiro.exemplo\t.com.br/'],
    ['a relative path', '/profile/update'],
    ['not a URL', 'http://'],
  ])('refuses %s', (_label, input) => {
    expect(allowedExternalUrl(input, allowed)).toBeNull();
  });

  it('refuses everything when the allowlist is empty (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (input) => {
        expect(allowedExternalUrl(input, [])).toBeNull();
      }),
      fuzzParams(),
    );
  });

  it('only returns URLs whose origin is on the list (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (input) => {
        const url = allowedExternalUrl(input, allowed);
        if (url !== null) expect(allowed).toContain(new URL(url).origin);
      }),
      fuzzParams(500),
    );
  });
});

describe('resolveRedirectTarget', () => {
  it('tells internal paths from allowlisted URLs and refuses the rest', () => {
    expect(resolveRedirectTarget('/home', allowed)).toEqual({ kind: 'internal', path: '/home' });
    expect(resolveRedirectTarget('https://parceiro.exemplo.com.br/x', allowed)).toEqual({ kind: 'external', url: 'https://parceiro.exemplo.com.br/x' });
    expect(resolveRedirectTarget('https://evil.example/', allowed)).toBeNull();
    expect(resolveRedirectTarget('//evil.example', allowed)).toBeNull();
    expect(resolveRedirectTarget(null, allowed)).toBeNull();
  });
});

describe('parseAllowedOrigins', () => {
  it('reads a comma-separated list of origins, trimming and de-duplicating', () => {
    expect(parseAllowedOrigins(' https://parceiro.exemplo.com.br , http://localhost:8080/,https://PARCEIRO.exemplo.com.br')).toEqual([
      'https://parceiro.exemplo.com.br',
      'http://localhost:8080',
    ]);
  });

  it('drops entries that are not bare http(s) origins', () => {
    expect(
      parseAllowedOrigins([
        'https://ok.exemplo.com.br',
        'https://com/path',
        'ftp://files.exemplo.com.br',
        'javascript:alert(1)',
        'https://user@exemplo.com.br',
        '*',
        '',
        42,
      ]),
    ).toEqual(['https://ok.exemplo.com.br']);
  });

  it('gives an empty list for anything else', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins({ origin: 'https://x.example' })).toEqual([]);
  });
});
