import { expect, test, type Page } from '@playwright/test';
import { BOOT_FALLBACK_SCRIPT } from '../build/bootScript';
import { contentSecurityPolicy } from '../build/securityHeaders';
import { documentProtocol, uniqueCpf } from './helpers';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

// Run against nginx with deploy/'s configuration (the `nginx` project of playwright.config.ts), over HTTP/2:
// the headers a production server sends, from deploy/snippets/ (generated from build/securityHeaders.ts).

/** The e2e build sets no VITE_* variable: the policy is the strict default. */
const policy = contentSecurityPolicy();
const common = {
  'content-security-policy': policy,
  'x-content-type-options': 'nosniff',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

test('the pages send the security headers; token pages send no referrer', async ({ page }) => {
  for (const path of ['/', '/register', '/login', '/caminho/que/nao/existe']) {
    const headers = (await page.request.get(path)).headers();
    expect(headers, path).toMatchObject({ ...common, 'referrer-policy': 'strict-origin' });
  }
  for (const path of ['/password/create/link-secreto?email=a%40b.com', '/password/reset/link-secreto', '/email/invite/confirmation/link-secreto']) {
    expect((await page.request.get(path)).headers(), path).toMatchObject({ ...common, 'referrer-policy': 'no-referrer' });
  }
  expect(policy).toContain("frame-ancestors 'none'");
  // The only inline scripts allowed are the start-up fallback and the pre-rendered pages' three (start, masks, e-mail), by their hashes (build/bootScript.ts).
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=' 'sha256-[\w+/]+=' 'sha256-[\w+/]+=' 'sha256-[\w+/]+=';/);
});

test('a path nginx cannot read (an escape cut short, a request line too long) gets the app, not nginx’s own page: a 400 with the headers of a page whose URL may carry a secret', async ({ page }) => {
  const response = await page.request.get('/password/create/link-secreto%2?email=a%40b.com');
  expect(response.status()).toBe(400);
  expect(response.headers()).toMatchObject({ ...common, 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' });
  expect(await response.text()).not.toContain('nginx');
  // A link too long for nginx's request line over HTTP/1.1 (this client's; a browser on HTTP/2 gets the page) gets the app too.
  const long = await page.request.get(`/register?${new URLSearchParams({ 'prefill[name]': 'A'.repeat(10_000) })}`);
  expect(long.status()).toBe(414);
  expect(await long.text()).toContain('<div id="root"');
  await page.goto('/password/create/link-secreto%2?email=a%40b.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  await expect(page.getByText('Crie a senha de acesso da conta a@b.com.')).toBeVisible();
  await page.goto('/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops, página não encontrada!', exact: true })).toBeVisible();
});

test('a file of the build is sent with the headers of a file: a script cannot be run as another type, and opened on its own it can run and load nothing', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname).filter((path) => path.startsWith('/assets/') && path.endsWith('.js')));
  expect(scripts.length).toBeGreaterThan(10);
  for (const path of scripts.slice(0, 5)) {
    const headers = (await page.request.get(path)).headers();
    expect(headers, path).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'cache-control': 'public, max-age=31536000, immutable' });
    // A page's headers mean nothing to a script, and would be sent again with each of the ~50 a route needs.
    for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) expect(headers, path).not.toHaveProperty(name);
  }
  // A file that is not there is a 404 with the same headers, never the app's page.
  const missing = await page.request.get('/assets/nao-existe-123.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('index.html has one inline script, the start-up fallback (allowed by its hash); every other script is a file of the site', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(1);
  for (const [, attributes = '', body = ''] of scripts) {
    if (body === BOOT_FALLBACK_SCRIPT) continue;
    expect(attributes).toMatch(/\bsrc="\/[^/]/);
    expect(body.trim()).toBe('');
  }
  expect(scripts.filter(([, , body]) => body === BOOT_FALLBACK_SCRIPT)).toHaveLength(1);
});

/** Records every CSP violation of every document the page opens, and console reports of them. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (violation: string) => reported.push(violation));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`;
      window.__cspViolations?.push(violation);
      // A full navigation replaces window: report to the test as well, so nothing is lost.
      const report: unknown = Reflect.get(window, '__reportCspViolation');
      if (typeof report === 'function') report(violation);
    });
  });
  return async () => [...new Set([...reported, ...(await page.evaluate(() => window.__cspViolations ?? []))])];
}

test('the recorder sees a violation: an inline script is blocked', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.head.append(script);
  });
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/script-src/)]));
  expect(await page.evaluate(() => Reflect.get(window, 'inlineRan'))).toBeUndefined();
});

test('the app runs under the policy: home, sign-up, sign-in, a password link and OAuth2 raise no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  expect(await documentProtocol(page)).toBe('h2');

  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome completo/ }).fill('Clara Nunes');
  await page.getByRole('textbox', { name: /^CPF/ }).pressSequentially(uniqueCpf());
  await page.getByRole('textbox', { name: /^Celular/ }).pressSequentially('11987654321');
  // An empty submit shows the error summary (MUI and emotion styles of every state).
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert', { name: 'Corrija os campos abaixo' })).toBeFocused();

  // Pre-rendered pages: their inline scripts run, and the app takes over.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

  await page.goto('/password/create/demo-criar-senha?email=ana.costa%40exemplo.com.br');
  await expect(page.getByText('Crie a senha de acesso da conta ana.costa@exemplo.com.br.')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

  const authorize = new URLSearchParams({
    client_id: 'loja-parceira',
    redirect_uri: 'https://loja.exemplo.com.br/oauth/callback',
    response_type: 'code',
    scope: 'openid profile email',
    state: 'e2e-csp',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  await page.goto(`/oauth2/authorize?${authorize}`);
  await expect(page).toHaveURL('/login');
  await page.getByRole('textbox', { name: 'E-mail ou CPF' }).fill('maria.silva@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Senha@Forte1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loja Parceira quer acessar a sua conta' })).toBeVisible();

  expect(await violations()).toEqual([]);
});

test('another page cannot frame the portal', async ({ page, baseURL }) => {
  expect((await page.request.get('/login')).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refused.push(message.text());
  });
  // A page of no origin of the portal's (about:blank) embeds it.
  await page.setContent(`<title>Estranho</title><iframe title="portal" src="${baseURL}/login"></iframe>`);
  const origin = new URL(baseURL ?? '').origin.replaceAll('.', '\\.');
  await expect.poll(() => refused).toEqual([expect.stringMatching(new RegExp(`^Framing '${origin}/' violates .*"frame-ancestors 'none'"\\. The request has been blocked\\.`))]);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Entrar' })).toHaveCount(0);
});
