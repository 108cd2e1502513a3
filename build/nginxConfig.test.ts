import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FILE_HEADERS_SNIPPET,
  HEADERS_SNIPPET,
  HSTS_HEADER,
  NO_REFERRER_HEADERS_SNIPPET,
  nginxSnippets,
  PAGES_SNIPPET,
  renderTemplate,
  templatePlaceholders,
  TLS_TERMINATION_MODES,
} from './nginxConfig';
import { checkEnvironment } from './nginxConfigEnv';
import { pageFor, pageRules } from './prerenderPlugin';
import { notPrerendered, prerenderedPages } from './prerenderedPages';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

const snippets = nginxSnippets(prerenderedPages, notPrerendered);
const read = (path: string) => readFileSync(path, 'utf8');

/** The `add_header` lines of a snippet, as a map. */
function headersOf(snippet: string): Record<string, string> {
  return Object.fromEntries([...snippet.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** The generated locations, in order: regular expression, headers snippet and file served. */
function locationsOf(snippet: string): { regex: string; headers: string; file: string }[] {
  return [...snippet.matchAll(/^location ~ "([^"]+)" \{\n {2}include snippets\/(\S+);\n.*\n {2}try_files (\S+) =404;\n\}/gm)].map((match) => ({
    regex: match[1] ?? '',
    headers: match[2] ?? '',
    file: match[3] ?? '',
  }));
}

describe('deploy/snippets', () => {
  it('are what `npm run deploy:config` writes from build/securityHeaders.ts and build/prerenderedPages.ts (run it after changing them)', () => {
    expect(readdirSync('deploy/snippets').sort()).toEqual(Object.keys(snippets).sort());
    for (const [name, text] of Object.entries(snippets)) expect(read(`deploy/snippets/${name}`), name).toBe(text);
  });

  it('send every security header of the preview server, the Content-Security-Policy with the boot scripts’ hashes', () => {
    expect(headersOf(snippets[HEADERS_SNIPPET] ?? '')).toEqual(securityHeaders('/register', { csp: true }));
    expect(headersOf(snippets[NO_REFERRER_HEADERS_SNIPPET] ?? '')).toEqual(securityHeaders('/password/reset/abc', { csp: true }));
    expect(headersOf(snippets[HEADERS_SNIPPET] ?? '')['Content-Security-Policy']).toBe(contentSecurityPolicy());
  });

  it('send the files of the build (/assets/) the headers of a file, not the page’s (each page’s header would cost every one of the scripts its bytes)', () => {
    expect(headersOf(snippets[FILE_HEADERS_SNIPPET] ?? '')).toEqual(securityHeaders('/assets/index-abc.js', { csp: true }));
    const assets = /location \^~ \/assets\/ \{\n((?:.*\n)*?) {2}\}/.exec(read('deploy/portal.conf.template'))?.[1] ?? '';
    expect(assets).toContain(`include snippets/${FILE_HEADERS_SNIPPET};`);
    expect(assets).not.toContain(HEADERS_SNIPPET);
  });

  it('follow the build’s settings: a tag manager configured at build time is in the policy', () => {
    const withGtm = nginxSnippets(prerenderedPages, notPrerendered, { VITE_GTM_ID: 'GTM-ABC1234' });
    expect(headersOf(withGtm[HEADERS_SNIPPET] ?? '')['Content-Security-Policy']).toBe(contentSecurityPolicy({ VITE_GTM_ID: 'GTM-ABC1234' }));
  });

  it('serve each pre-rendered page by the rules of pages.json, in their order, the token pages without a Referer', () => {
    const locations = locationsOf(snippets[PAGES_SNIPPET] ?? '');
    const rules = pageRules(prerenderedPages, notPrerendered);
    expect(locations.slice(0, rules.length).map(({ regex, file }) => [regex, file])).toEqual(
      rules.map(([regex, file]) => [regex, file === null ? '/index.html' : `/prerendered/${file}`]),
    );
    for (const path of ['/register', '/register/varejo/', '/login', '/password/create/abc', '/password/reset/abc', '/password/create/success', '/password/reset/a/b']) {
      const location = locations.find(({ regex }) => new RegExp(regex).test(path));
      const page = pageFor(rules, path);
      expect(location?.file, path).toBe(page === null ? '/index.html' : `/prerendered/${page}`);
      expect(location?.headers, path).toBe(securityHeaders(path, { csp: true })['Referrer-Policy'] === 'no-referrer' ? NO_REFERRER_HEADERS_SNIPPET : HEADERS_SNIPPET);
    }
    expect(locations.find(({ regex }) => new RegExp(regex).test('/register/success'))).toBeUndefined();
  });

  it('refuse a value nginx would read otherwise than the app means it', () => {
    expect(() => nginxSnippets([{ url: '/a', pattern: '/a"b', file: 'a.html' }], [])).toThrow(/cannot quote/);
  });
});

describe('deploy/portal.conf.template', () => {
  const template = read('deploy/portal.conf.template');
  const backendTemplate = read('deploy/backend.conf.template');
  const tlsTemplates = TLS_TERMINATION_MODES.flatMap((mode) => [read(`deploy/tls-termination/${mode}.conf.template`), read(`deploy/tls-termination/${mode}.server.conf.template`)]);
  const templates = [template, backendTemplate, ...tlsTemplates].join('\n');

  it('names, with backend.conf and the TLS termination templates, the placeholders the container’s start-up step gives a value, and leaves the others (nginx’s own) alone', () => {
    const { values } = checkEnvironment({ PORTAL_BACKEND: 'http://api.interna:8080' }).settings;
    expect(templatePlaceholders(templates)).toEqual(Object.keys(values).sort());
    expect(template).toContain('include tls-termination.conf;');
    expect(template).toContain('include tls-listen.conf;');
  });

  it('renders with every value given, and refuses a missing one', () => {
    const values = Object.fromEntries(templatePlaceholders(templates).map((name) => [name, `value-of-${name}`]));
    const rendered = renderTemplate(templates, values);
    expect(rendered).toContain('listen value-of-PORTAL_LISTEN ssl http2;');
    expect(rendered).toContain('proxy_pass value-of-PORTAL_BACKEND;');
    expect(rendered).toContain('try_files $uri /index.html;');
    expect(rendered).not.toMatch(/\$\{/);
    expect(() => renderTemplate(template, { ...values, PORTAL_ROOT: '' })).toThrow(/PORTAL_ROOT/);
  });

  it('proxies the backend’s paths the app calls on the portal’s origin, and serves /config.js from the configuration written at start', () => {
    for (const path of ['/graphql', '/api/confirmation/resend', '/oauth2/token']) expect(template).toContain(`  location = ${path} {\n    include backend.conf;\n`);
    expect(template).toMatch(/location = \/config\.js \{\n(.*\n)*? {4}alias conf\/config\.js;\n {2}\}/);
  });

  it('never serves a source map, in /assets/ or elsewhere, even one left in the build', () => {
    const assets = /location \^~ \/assets\/ \{\n((?:.*\n)*?) {2}\}/.exec(template)?.[1] ?? '';
    expect(assets).toMatch(/^ {4}location ~\* \\\.map\$ \{\n {6}return 404;\n {4}\}$/m);
    expect(template).toMatch(/^ {2}location ~\* \\\.map\$ \{\n {4}return 404;\n {2}\}$/m);
  });
});

describe('deploy/tls-termination: HSTS and the redirect from plain HTTP, or neither behind a proxy that does them', () => {
  const render = (mode: string) => renderTemplate(read(`deploy/tls-termination/${mode}.conf.template`), { PORTAL_HTTP_LISTEN: '8080' });

  it('nginx (the default): Strict-Transport-Security on HTTPS, and plain HTTP answered with a redirect to the same address on HTTPS', () => {
    const conf = render('nginx');
    expect(conf).toMatch(/map \$scheme \$portal_hsts \{\n {2}https "max-age=31536000; includeSubDomains";\n {2}default "";\n\}/);
    expect(conf).toMatch(/server \{\n {2}listen 8080;\n {2}return 301 https:\/\/\$host\$request_uri;\n\}/);
    expect(checkEnvironment({ PORTAL_BACKEND: 'http://api.interna:8080' }).settings.termination).toBe('nginx');
  });

  it('proxy: neither (the variable the header snippets read is empty, and nginx skips an empty header)', () => {
    const conf = render('proxy');
    expect(conf).toMatch(/map \$scheme \$portal_hsts \{\n {2}default "";\n\}/);
    expect(conf).not.toMatch(/server \{|listen|return/);
  });

  it('is what the page snippets send, not the files of the build (a page gives it to the browser; each of ~50 scripts would carry it again)', () => {
    expect(HSTS_HEADER).toBe('add_header Strict-Transport-Security $portal_hsts always;');
    expect(snippets[HEADERS_SNIPPET]).toContain(`\n${HSTS_HEADER}\n`);
    expect(snippets[NO_REFERRER_HEADERS_SNIPPET]).toContain(`\n${HSTS_HEADER}\n`);
    expect(snippets[FILE_HEADERS_SNIPPET]).not.toContain('Strict-Transport-Security');
  });

  it('nginx listens with TLS; behind a proxy, on plain HTTP, the client’s address from the trusted proxies’ X-Forwarded-For', () => {
    const values = { PORTAL_LISTEN: '8443', PORTAL_TLS_CERT: '/tls/c.pem', PORTAL_TLS_KEY: '/tls/k.pem' };
    const server = (mode: string) => renderTemplate(read(`deploy/tls-termination/${mode}.server.conf.template`), values);
    expect(server('nginx')).toMatch(/^listen 8443 ssl http2;\nssl_certificate \/tls\/c\.pem;\nssl_certificate_key \/tls\/k\.pem;$/m);
    expect(server('proxy')).toMatch(/^listen 8443;$/m);
    expect(server('proxy')).not.toMatch(/ssl/);
    expect(server('proxy')).toMatch(/^include trusted-proxies\.conf;\nreal_ip_header X-Forwarded-For;\nreal_ip_recursive on;$/m);
  });

  it('is chosen by the container’s entrypoint from PORTAL_TLS_TERMINATION, refusing another value', () => {
    const entrypoint = read('deploy/docker-entrypoint.sh');
    expect(entrypoint).toContain('node /usr/local/lib/portal/nginxConfigFiles.ts --etc /etc/portal --out "$conf"');
    expect(read('deploy/Dockerfile')).toContain('COPY build/nginxConfigEnv.ts build/nginxConfigFiles.ts /usr/local/lib/portal/');
    expect(checkEnvironment({ PORTAL_BACKEND: 'http://b:1', PORTAL_TLS_TERMINATION: 'haproxy' }).problems).toEqual([expect.stringMatching(/^PORTAL_TLS_TERMINATION: nginx .* or proxy .*, not haproxy$/)]);
  });
});
