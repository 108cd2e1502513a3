import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOT_APP_SCRIPT, BOOT_EMAIL_SCRIPT, BOOT_FALLBACK_SCRIPT, BOOT_MASK_SCRIPT, BOOT_SCRIPT_SOURCES } from './bootScript';
import { absoluteOrigin, contentSecurityPolicy, FILE_POLICY, securityHeaders } from './securityHeaders';

/** The policy as a map of directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('is strict by default: four inline scripts (by their hashes), no eval, no frames, no plugins', () => {
    expect(contentSecurityPolicy()).toBe(
      `default-src 'self'; script-src 'self' ${BOOT_SCRIPT_SOURCES.join(' ')}; style-src` +
        " 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('allows the boot scripts by the SHA-256 of their exact texts, and nothing inline else', async () => {
    const sources = await Promise.all(
      [BOOT_FALLBACK_SCRIPT, BOOT_EMAIL_SCRIPT, BOOT_MASK_SCRIPT, BOOT_APP_SCRIPT].map(async (script) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
        return `'sha256-${Buffer.from(digest).toString('base64')}'`;
      }),
    );
    expect(BOOT_SCRIPT_SOURCES).toEqual(sources);
    expect(parse(contentSecurityPolicy())['script-src']).not.toContain("'unsafe-inline'");
  });

  it('is the policy docs/deployment.md gives for production servers in its table, hashes included (deploy/snippets: build/nginxConfig.test.ts)', () => {
    const readme = readFileSync('docs/deployment.md', 'utf8');
    expect(readme.split(contentSecurityPolicy()).length - 1).toBe(1);
  });

  it('lets the app reach an absolute GraphQL endpoint and consent receipts URL by origin only', () => {
    const csp = parse(
      contentSecurityPolicy({ VITE_GRAPHQL_URL: 'https://api.exemplo.com.br/graphql?x=1', VITE_CONSENT_RECEIPTS_URL: 'https://consentimento.exemplo.com.br:8443/receipts' }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.exemplo.com.br', 'https://consentimento.exemplo.com.br:8443']);
    expect(csp['script-src']).toEqual(["'self'", ...BOOT_SCRIPT_SOURCES]);
  });

  it('adds nothing for a same-origin path or an invalid URL', () => {
    const csp = parse(contentSecurityPolicy({ VITE_GRAPHQL_URL: '/graphql', VITE_CONSENT_RECEIPTS_URL: 'javascript:alert(1)' }));
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('names one origin once when both URLs share it', () => {
    const csp = parse(contentSecurityPolicy({ VITE_GRAPHQL_URL: 'https://api.exemplo.com.br/graphql', VITE_CONSENT_RECEIPTS_URL: 'https://api.exemplo.com.br/receipts' }));
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.exemplo.com.br']);
  });

  it('allows the tag manager only when a container is configured at build time', () => {
    const csp = parse(contentSecurityPolicy({ VITE_GTM_ID: 'GTM-ABC1234' }));
    expect(csp['script-src']).toEqual(["'self'", ...BOOT_SCRIPT_SOURCES, 'https://www.googletagmanager.com']);
    expect(csp['connect-src']).toContain('https://www.googletagmanager.com');
    expect(csp['img-src']).toContain('https://www.googletagmanager.com');
    expect(parse(contentSecurityPolicy({ VITE_GTM_ID: '' }))['script-src']).toEqual(["'self'", ...BOOT_SCRIPT_SOURCES]);
  });

  it('never lets a setting inject a directive or a keyword', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((text) => `http://a${text}`)), fc.string(), (graphql, consent) => {
        const csp = parse(contentSecurityPolicy({ VITE_GRAPHQL_URL: graphql, VITE_CONSENT_RECEIPTS_URL: consent }));
        expect(Object.keys(csp)).toHaveLength(10);
        expect(csp['script-src']).toEqual(["'self'", ...BOOT_SCRIPT_SOURCES]);
        for (const source of csp['connect-src'] ?? []) expect(source).toMatch(/^('self'|https?:\/\/[^\s;']+)$/);
      }),
    );
  });
});

describe('absoluteOrigin', () => {
  it.each([
    ['https://api.exemplo.com.br/graphql', 'https://api.exemplo.com.br'],
    ['http://localhost:4000/graphql', 'http://localhost:4000'],
    ['/graphql', undefined],
    ['//api.exemplo.com.br/graphql', undefined],
    ['ftp://exemplo.com.br', undefined],
    ['https://', undefined],
    ["http://a;script-src 'unsafe-eval'", undefined],
    ['http://a;script-src/x', undefined],
    ['http://[::1]:4000/graphql', 'http://[::1]:4000'],
    [undefined, undefined],
  ])('%s → %s', (value, origin) => {
    expect(absoluteOrigin(value)).toBe(origin);
  });
});

describe('securityHeaders', () => {
  it('sends the policy and the other headers on every page of the preview server', () => {
    expect(securityHeaders('/register', { csp: true })).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it.each(['/password/create/abc', '/password/reset/abc', '/email/invite/confirmation/abc'])('sends no referrer from the token page %s', (path) => {
    expect(securityHeaders(path, { csp: true })['Referrer-Policy']).toBe('no-referrer');
  });

  it.each(['/password/create', '/password/change', '/x/password/create/abc'])('keeps the default referrer policy on %s', (path) => {
    expect(securityHeaders(path, { csp: true })['Referrer-Policy']).toBe('strict-origin');
  });

  it.each(['/assets/index-BssiZPyS.js', '/assets/roboto-latin-400-normal-BqEyEoaF.woff2'])('sends a file of the build (%s) the headers a file needs, not a page’s', (path) => {
    // A script must not be run as another type; opened on its own, a file is a document that may run and load nothing.
    expect(securityHeaders(path, { csp: true })).toEqual({ 'Content-Security-Policy': FILE_POLICY, 'X-Content-Type-Options': 'nosniff' });
    expect(FILE_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(securityHeaders(path, { csp: false })).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });

  it.each(['/assets', '/assetsx/a.js', '/x/assets/a.js'])('sends a page’s headers on %s, not a file of the build', (path) => {
    expect(securityHeaders(path, { csp: true })['Content-Security-Policy']).toBe(contentSecurityPolicy());
  });

  it('leaves the policy out on the dev server, whose React Refresh preamble is an inline script', () => {
    expect(securityHeaders('/', { csp: false })).not.toHaveProperty('Content-Security-Policy');
  });
});
