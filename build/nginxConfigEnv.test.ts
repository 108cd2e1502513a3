import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configVariables, resolveConfig, RUNTIME_CONFIG_GLOBAL as APP_CONFIG_GLOBAL } from '../src/services/config';
import { APP_VARIABLES, checkEnvironment, TAG_MANAGER_ORIGIN } from './nginxConfigEnv';
import { configScript, RUNTIME_CONFIG_GLOBAL, widenPolicy } from './nginxConfigFiles';
import { TAG_MANAGER_ORIGIN as HEADERS_TAG_MANAGER_ORIGIN } from './securityHeaders';

const BACKEND = { PORTAL_BACKEND: 'http://api.interna:8080' };
const problemsOf = (env: Record<string, string>) => checkEnvironment({ ...BACKEND, ...env }).problems;

describe('the container’s environment (build/nginxConfigEnv.ts)', () => {
  it('knows every setting of the app, the tag manager’s origin and the global /config.js sets as the app does', () => {
    expect(Object.keys(APP_VARIABLES).sort()).toEqual(Object.values(configVariables).sort());
    expect(TAG_MANAGER_ORIGIN).toBe(HEADERS_TAG_MANAGER_ORIGIN);
    expect(RUNTIME_CONFIG_GLOBAL).toBe(APP_CONFIG_GLOBAL);
  });

  it('takes passkeys on or off, as the app reads them, and nothing else', () => {
    expect(problemsOf({ VITE_PASSKEYS: 'on' })).toEqual([]);
    expect(checkEnvironment({ ...BACKEND, VITE_PASSKEYS: 'off' }).settings.app).toEqual({ VITE_PASSKEYS: 'off' });
    expect(problemsOf({ VITE_PASSKEYS: 'true' })).toEqual(['VITE_PASSKEYS: on or off, not true']);
  });

  it('takes a backend alone, with the defaults: TLS on 8443, plain HTTP on 8080, any host name', () => {
    const { settings, problems } = checkEnvironment(BACKEND);
    expect(problems).toEqual([]);
    expect(settings.termination).toBe('nginx');
    expect(settings.values).toMatchObject({ PORTAL_LISTEN: '8443', PORTAL_HTTP_LISTEN: '8080', PORTAL_SERVER_NAME: '_', PORTAL_BACKEND: BACKEND.PORTAL_BACKEND });
    expect(settings.app).toEqual({});
    expect(settings.csp).toEqual({ 'connect-src': [], 'script-src': [], 'img-src': [] });
  });

  it('behind a proxy listens on 8080 and believes the private networks’ X-Forwarded-For, or the ranges given', () => {
    expect(checkEnvironment({ ...BACKEND, PORTAL_TLS_TERMINATION: 'proxy' }).settings.values.PORTAL_LISTEN).toBe('8080');
    expect(checkEnvironment({ ...BACKEND, PORTAL_TLS_TERMINATION: 'proxy' }).settings.trustedProxies).toContain('10.0.0.0/8');
    expect(checkEnvironment({ ...BACKEND, PORTAL_TRUSTED_PROXIES: '100.64.0.0/10, 2001:db8::/32' }).settings.trustedProxies).toEqual(['100.64.0.0/10', '2001:db8::/32']);
    expect(problemsOf({ PORTAL_TRUSTED_PROXIES: '10.0.0.0/33,0.0.0.0/0/1,proxy.interna' })).toEqual([
      'PORTAL_TRUSTED_PROXIES: not an IP address or CIDR range: 10.0.0.0/33',
      'PORTAL_TRUSTED_PROXIES: not an IP address or CIDR range: 0.0.0.0/0/1',
      'PORTAL_TRUSTED_PROXIES: not an IP address or CIDR range: proxy.interna',
    ]);
  });

  it('refuses a missing or wrong backend, a wrong port or host name, and a misspelt setting, naming each', () => {
    expect(checkEnvironment({}).problems).toEqual([expect.stringMatching(/^PORTAL_BACKEND: the backend's origin/)]);
    for (const backend of ['api.interna:8080', 'ftp://api', 'http://api.interna:8080/graphql', 'http://api.interna:8080/']) {
      expect(problemsOf({ PORTAL_BACKEND: backend })).toEqual([expect.stringContaining(`PORTAL_BACKEND: the backend's origin, http(s) with no path (http://api.interna:8080), not "${backend}"`)]);
    }
    expect(problemsOf({ PORTAL_LISTEN: '70000', PORTAL_HTTP_LISTEN: 'oito' })).toEqual([expect.stringMatching(/^PORTAL_LISTEN: a port/), expect.stringMatching(/^PORTAL_HTTP_LISTEN: a port/)]);
    expect(problemsOf({ PORTAL_LISTEN: '127.0.0.1:4443', PORTAL_SERVER_NAME: 'cadastro.exemplo.com.br www.exemplo.com.br' })).toEqual([]);
    expect(problemsOf({ PORTAL_SERVER_NAME: 'a;b' })).toEqual(['PORTAL_SERVER_NAME: host names (or _), not a;b']);
    expect(problemsOf({ VITE_GTM: 'GTM-ABC1234', PORTAL_BAKEND: 'x' })).toEqual(['VITE_GTM: not a setting of the portal (misspelt?)', 'PORTAL_BAKEND: not a setting of the portal (misspelt?)']);
    // An empty variable (`docker run -e NAME=`) is no setting, as the app reads it.
    expect(problemsOf({ VITE_GTM_ID: '', PORTAL_LISTEN: '' })).toEqual([]);
  });

  it('refuses an app setting the app would ignore, and an http address the browser would be sent to outside this machine', () => {
    expect(problemsOf({ VITE_GTM_ID: 'UA-12345' })).toEqual(['VITE_GTM_ID: not a Google Tag Manager id (GTM-XXXXXXX): UA-12345']);
    expect(problemsOf({ VITE_GRAPHQL_URL: 'http://api.exemplo.com.br/graphql' })).toEqual(['VITE_GRAPHQL_URL: http is for localhost only; the browser needs https: http://api.exemplo.com.br/graphql']);
    expect(problemsOf({ VITE_GRAPHQL_URL: 'graphql' })).toEqual(['VITE_GRAPHQL_URL: neither a path of the portal (/…) nor an https URL: graphql']);
    expect(problemsOf({ VITE_GRAPHQL_URL: 'https://user:senha@api.exemplo.com.br/graphql' })).toEqual(['VITE_GRAPHQL_URL: a user or password in the URL']);
    expect(problemsOf({ VITE_TERMS_URL: '//outro.exemplo.com/termos' })).toEqual([expect.stringMatching(/^VITE_TERMS_URL: neither a path/)]);
    expect(problemsOf({ VITE_ALLOWED_REDIRECT_ORIGINS: 'https://loja.exemplo.com.br,https://parceiro.exemplo.com.br/volta' })).toEqual([
      'VITE_ALLOWED_REDIRECT_ORIGINS: an origin has no path or trailing slash: https://parceiro.exemplo.com.br/volta (https://parceiro.exemplo.com.br)',
    ]);
    expect(problemsOf({ VITE_CONSENT_TOKEN: 'abc def' })).toEqual([expect.stringMatching(/^VITE_CONSENT_TOKEN: letters, digits/)]);
    expect(problemsOf({ PORTAL_CSP_CONNECT_SRC: 'http://coleta.exemplo.com.br' })).toEqual([expect.stringMatching(/^PORTAL_CSP_CONNECT_SRC: http is for localhost only/)]);
  });

  it('gives the app’s settings to /config.js and their origins to the policy: the APIs to connect-src, the tag manager’s to script, img and connect', () => {
    const env = {
      ...BACKEND,
      VITE_GRAPHQL_URL: 'https://api.exemplo.com.br/graphql',
      VITE_RESEND_CONFIRMATION_URL: 'https://api.exemplo.com.br/api/confirmation/resend',
      VITE_CONSENT_RECEIPTS_URL: 'https://consent.exemplo.com.br/receipts',
      VITE_GTM_ID: 'GTM-ABC1234',
      VITE_TERMS_URL: 'https://www.exemplo.com.br/termos',
      PORTAL_CSP_CONNECT_SRC: 'https://coleta.exemplo.com.br http://localhost:9000',
    };
    const { settings, problems } = checkEnvironment(env);
    expect(problems).toEqual([]);
    expect(settings.csp).toEqual({
      'connect-src': ['https://api.exemplo.com.br', 'https://consent.exemplo.com.br', 'https://coleta.exemplo.com.br', 'http://localhost:9000', TAG_MANAGER_ORIGIN],
      'script-src': [TAG_MANAGER_ORIGIN],
      'img-src': [TAG_MANAGER_ORIGIN],
    });
    const script = configScript(settings.app);
    const read = new Function('globalThis', `${script}; return globalThis.${RUNTIME_CONFIG_GLOBAL};`) as (scope: object) => unknown;
    const runtime = read({});
    expect(resolveConfig({}, runtime)).toMatchObject({ graphqlUrl: env.VITE_GRAPHQL_URL, gtmId: 'GTM-ABC1234', termsUrl: env.VITE_TERMS_URL, resendConfirmationUrl: env.VITE_RESEND_CONFIRMATION_URL });
  });

  it('widens the page’s policy only, each source once', () => {
    const page = `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-x'; img-src 'self' data:; connect-src 'self'" always;\nadd_header X-Content-Type-Options "nosniff" always;\n`;
    const file = `add_header Content-Security-Policy "default-src 'none'; frame-ancestors 'none'" always;\n`;
    const csp = { 'connect-src': ['https://api.exemplo.com.br', "'self'"], 'script-src': [TAG_MANAGER_ORIGIN], 'img-src': [TAG_MANAGER_ORIGIN] };
    expect(widenPolicy(page, csp)).toBe(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-x' ${TAG_MANAGER_ORIGIN}; img-src 'self' data: ${TAG_MANAGER_ORIGIN}; connect-src 'self' https://api.exemplo.com.br" always;\nadd_header X-Content-Type-Options "nosniff" always;\n`,
    );
    expect(widenPolicy(file, csp)).toBe(file);
  });
});

describe('the container’s start-up step, run as the entrypoint runs it (node build/nginxConfigFiles.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const root = join(dir, 'dist');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  const run = (env: Record<string, string>, out: string) =>
    spawnSync(process.execPath, [resolve('build/nginxConfigFiles.ts'), '--etc', resolve('deploy'), '--out', out], { env: { PATH: process.env.PATH ?? '', PORTAL_ROOT: root, ...env }, encoding: 'utf8' });

  it('behind a proxy, writes the configuration and /config.js with no certificate', () => {
    const out = join(dir, 'proxy');
    const result = run({ ...BACKEND, PORTAL_TLS_TERMINATION: 'proxy', PORTAL_TRUSTED_PROXIES: '10.1.0.0/16', VITE_GRAPHQL_URL: 'https://api.exemplo.com.br/graphql' }, out);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readFileSync(join(out, 'tls-listen.conf'), 'utf8')).toMatch(/^listen 8080;$/m);
    expect(readFileSync(join(out, 'trusted-proxies.conf'), 'utf8')).toContain('\nset_real_ip_from 10.1.0.0/16;\n');
    expect(readFileSync(join(out, 'tls-termination.conf'), 'utf8')).not.toContain('max-age');
    expect(readFileSync(join(out, 'config.js'), 'utf8')).toContain('"VITE_GRAPHQL_URL": "https://api.exemplo.com.br/graphql"');
    expect(readFileSync(join(out, 'snippets', 'security-headers.conf'), 'utf8')).toMatch(/connect-src 'self' https:\/\/api\.exemplo\.com\.br;/);
    expect(readFileSync(join(out, 'backend.conf'), 'utf8')).toContain('proxy_pass http://api.interna:8080;');
  });

  it('refuses to start, writing nothing, with a line per wrong setting; with TLS, without a readable certificate', () => {
    const wrong = run({ PORTAL_BACKEND: 'api.interna', VITE_GTM_ID: 'GTM-abc' }, join(dir, 'wrong'));
    expect(wrong.status).toBe(1);
    expect(wrong.stderr.split('\n')).toEqual([
      'The portal cannot start with this environment (docs/deployment.md lists the settings):',
      '  PORTAL_BACKEND: the backend\'s origin, http(s) with no path (http://api.interna:8080), not "api.interna"',
      '  VITE_GTM_ID: not a Google Tag Manager id (GTM-XXXXXXX): GTM-abc',
      '',
    ]);
    const noCertificate = run({ ...BACKEND, PORTAL_TLS_CERT: join(dir, 'none.pem'), PORTAL_TLS_KEY: join(dir, 'none.key') }, join(dir, 'tls'));
    expect(noCertificate.status).toBe(1);
    expect(noCertificate.stderr).toContain(`PORTAL_TLS_CERT: cannot read ${join(dir, 'none.pem')} (mount the certificate and its key; behind a proxy that terminates TLS, set PORTAL_TLS_TERMINATION=proxy)`);
    expect([existsSync(join(dir, 'wrong')), existsSync(join(dir, 'tls'))]).toEqual([false, false]);
  });
});
