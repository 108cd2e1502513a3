import { readFileSync } from 'node:fs';
import { generatePath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../src/services/paths';
import { LOGGED_PATH_SNIPPET, nginxSnippets } from './nginxConfig';
import { notPrerendered, prerenderedPages } from './prerenderedPages';

const snippets = nginxSnippets(prerenderedPages, notPrerendered);

/** What nginx's `map $request_uri $portal_log_path` (deploy/snippets/logged-path.conf) gives for `uri`: its first matching rule. */
function loggedPath(uri: string): string {
  const snippet = snippets[LOGGED_PATH_SNIPPET] ?? '';
  for (const [, flags = '', source = '', value = ''] of snippet.matchAll(/^ {2}"(~\*?)([^"]+)" "?([^";]*)"?;$/gm)) {
    const match = new RegExp(source, flags === '~*' ? 'i' : '').exec(uri);
    if (match) return value.replace(/\$\{?(\w+)\}?/g, (_all, name: string) => match.groups?.[name] ?? '');
  }
  throw new Error(`no rule for ${uri}`);
}

describe('the access log (deploy/nginx.conf, deploy/snippets/logged-path.conf)', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');

  it('logs to stdout in the portal format, whose only request fields are the method, the logged path and the protocol: no query, no Referer, no user agent, no cookie', () => {
    expect(conf).toMatch(/^ {2}access_log \/dev\/stdout portal;$/m);
    expect(conf).toMatch(/^ {2}include snippets\/logged-path\.conf;$/m);
    const format = /^ {2}log_format portal ((?:'[^']*'\s*)+);$/m.exec(conf)?.[1] ?? '';
    const variables = [...format.matchAll(/\$(\w+)/g)].map((match) => match[1]);
    expect(variables).toEqual(['remote_addr', 'time_iso8601', 'request_method', 'portal_log_path', 'server_protocol', 'status', 'body_bytes_sent', 'request_time']);
  });

  it('logs a path without its query, and a token in the path as [token]', () => {
    expect(loggedPath('/register?prefill%5Bidentity%5D=52998224724&prefill%5Bemail%5D=ana%40exemplo.com.br')).toBe('/register');
    expect(loggedPath('/login?identifier=ana%40exemplo.com.br')).toBe('/login');
    expect(loggedPath('/recovery/profile?cpf=52998224724')).toBe('/recovery/profile');
    expect(loggedPath('/password/create/tok3n-s3cr3to?email=ana%40exemplo.com.br')).toBe('/password/create/[token]');
    expect(loggedPath('/password/reset/tok3n-s3cr3to')).toBe('/password/reset/[token]');
    expect(loggedPath('/email/invite/confirmation/tok3n-s3cr3to/')).toBe('/email/invite/confirmation/[token]');
    // As the router matches them too: any case, repeated slashes, something after the token.
    expect(loggedPath('/Password//Create/tok3n-s3cr3to/mais')).toBe('/Password//Create/[token]');
    // The screens those patterns also match, and a public parameter, stay as they are.
    expect(loggedPath('/password/create/success?redirect_uri=https%3A%2F%2Fparceiro.com.br')).toBe('/password/create/success');
    expect(loggedPath('/register/varejo')).toBe('/register/varejo');
    expect(loggedPath('/assets/index-abc.js')).toBe('/assets/index-abc.js');
  });

  it('masks the parameter of every route but a public one (a route added with a token is masked without another change)', () => {
    const dynamic = Object.values(routePatterns).filter((pattern) => pattern.includes('/:'));
    expect(dynamic.length).toBeGreaterThan(3);
    for (const pattern of dynamic) {
      const path = generatePath(pattern, { token: 'segredo-123', driver: 'varejo' });
      expect(loggedPath(`${path}?email=ana%40exemplo.com.br`), pattern).toBe(pattern.includes(':token') ? pattern.replace(':token', '[token]') : path);
    }
  });
});
