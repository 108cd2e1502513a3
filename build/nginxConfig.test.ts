import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILE_HEADERS_SNIPPET, HEADERS_SNIPPET, NO_REFERRER_HEADERS_SNIPPET, nginxSnippets, PAGES_SNIPPET, renderTemplate, templatePlaceholders } from './nginxConfig';
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

  it('names the same placeholders as the container’s envsubst, which leaves the others (nginx’s own) alone', () => {
    const envsubst = read('deploy/docker-entrypoint.sh').match(/envsubst '([^']+)'/)?.[1] ?? '';
    expect(templatePlaceholders(template)).toEqual(envsubst.split(/\s+/).map((name) => name.replace(/^\$\{(.+)\}$/, '$1')).sort());
  });

  it('renders with every value given, and refuses a missing one', () => {
    const values = Object.fromEntries(templatePlaceholders(template).map((name) => [name, `value-of-${name}`]));
    const rendered = renderTemplate(template, values);
    expect(rendered).toContain('listen value-of-PORTAL_LISTEN ssl http2;');
    expect(rendered).toContain('proxy_pass value-of-PORTAL_BACKEND;');
    expect(rendered).toContain('try_files $uri /index.html;');
    expect(rendered).not.toMatch(/\$\{/);
    expect(() => renderTemplate(template, { ...values, PORTAL_ROOT: '' })).toThrow(/PORTAL_ROOT/);
  });
});
