import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueCpf, uniqueEmail } from './helpers';
import { nginxHttpPort, nginxLogs } from './nginxServer';

// Run against nginx with deploy/'s configuration (the `nginx` project of playwright.config.ts): what production's
// server keeps of the links people open, read from its own logs (scripts/nginx.mjs --logs), Strict-Transport-Security,
// the redirect from plain HTTP, and the source maps kept off the web root.

const dist = process.env.E2E_DIST || 'dist';
const readLog = (name: 'access.log' | 'error.log') => readFileSync(join(nginxLogs, name), 'utf8');
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

/** The access log once nginx has logged every request made before: a request of its own, waited for. */
async function accessLog(page: Page): Promise<string> {
  const marker = `/marcador-do-log-${unique()}`;
  expect((await page.request.get(marker)).status()).toBe(200);
  await expect.poll(() => readLog('access.log')).toContain(`"GET ${marker} HTTP/`);
  return readLog('access.log');
}

test('the access log holds no CPF, e-mail, phone, name or token of the links a person opens, nor of their Referer: the path without its query, a token as [token]', async ({ page }) => {
  const cpf = uniqueCpf();
  const email = uniqueEmail('log');
  const phone = `119${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
  const surname = `Zebedeu${unique()}`;
  const tokens = [`criar${unique()}`, `redefinir${unique()}`, `convite${unique()}`];
  const prefill = new URLSearchParams({ 'prefill[identity]': cpf, 'prefill[email]': email, 'prefill[name]': `Ana ${surname}`, 'prefill[phoneNumber]': phone });
  const links = [
    `/register?${prefill}`,
    `/login?${new URLSearchParams({ identifier: email })}`,
    `/password/create/${tokens[0]}?${new URLSearchParams({ email })}`,
    `/password/reset/${tokens[1]}`,
    `/email/invite/confirmation/${tokens[2]}`,
    `/recovery/profile?${new URLSearchParams({ cpf })}`,
  ];
  const referers: string[] = [];
  page.on('request', (request) => referers.push(request.headers().referer ?? ''));
  for (const link of links) expect((await page.goto(link))?.status(), link).toBe(200);

  const log = await accessLog(page);
  // The secrets did reach nginx, in the addresses; the pages' own requests name the origin alone, if anything.
  expect(referers.filter((referer) => referer !== '' && new URL(referer).pathname !== '/')).toEqual([]);
  expect(referers.some((referer) => referer !== '')).toBe(true);
  for (const path of ['/register', '/login', '/password/create/[token]', '/password/reset/[token]', '/email/invite/confirmation/[token]', '/recovery/profile']) {
    expect(log).toContain(`"GET ${path} HTTP/`);
  }
  const secrets = [cpf, email.split('@')[0] ?? email, phone, surname, ...tokens];
  for (const secret of secrets) expect(log, secret).not.toContain(secret);
  // Nor anyone else's: no query, no e-mail, in any line of this run's log.
  expect(log.split('\n').filter((line) => /[?@]|%40/.test(line))).toEqual([]);
  for (const secret of secrets) expect(readLog('error.log'), secret).not.toContain(secret);
});

test('pages are sent with Strict-Transport-Security; plain HTTP is answered with a redirect to HTTPS, which keeps the query for the browser and not in the log', async ({ page }) => {
  const headers = (await page.request.get('/login')).headers();
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const email = uniqueEmail('redirect');
  const query = new URLSearchParams({ identifier: email });
  const plain = await page.request.get(`http://127.0.0.1:${nginxHttpPort}/login?${query}`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`https://127.0.0.1/login?${query}`);
  expect(plain.headers()).not.toHaveProperty('strict-transport-security');
  const log = await accessLog(page);
  expect(log).toMatch(/"GET \/login HTTP\/1\.1" 301 /);
  expect(log).not.toContain(email.split('@')[0]);
});

test('no source map is served: the build’s are not in it, and nginx answers any .map with a 404, even one left in the web root', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? '';
  const script = await page.request.get(`/${entry}`);
  expect(script.status()).toBe(200);
  expect(await script.text()).not.toContain('sourceMappingURL');
  expect((await page.request.get(`/${entry}.map`)).status()).toBe(404);
  // Files left in the web root: the script is served, its map is not, in /assets/ or elsewhere.
  const stray = `perdido-${unique()}`;
  const files = [`assets/${stray}.js`, `assets/${stray}.js.map`, `${stray}.css.map`].map((file) => join(dist, file));
  try {
    for (const file of files) writeFileSync(file, '{"version":3,"sources":["src/app/main.tsx"]}');
    expect((await page.request.get(`/assets/${stray}.js`)).status()).toBe(200);
    expect((await page.request.get(`/assets/${stray}.js.map`)).status()).toBe(404);
    expect((await page.request.get(`/${stray}.css.map`)).status()).toBe(404);
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
});
