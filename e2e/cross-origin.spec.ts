import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { confirmedAccount, lastMessage, strengthShown, testPassword, uniqueCpf, uniqueEmail } from './helpers';
import { backendPort, nginxProxyLogs } from './nginxServer';

/**
 * The built app as an operator runs it (docs/deployment.md): the container's configuration, written from its
 * environment (PORTAL_TLS_TERMINATION=proxy, VITE_GRAPHQL_URL on the backend's origin), served by nginx on
 * plain HTTP as behind a TLS-terminating proxy, and the mock backend as its own server on another origin
 * (mocks/server.ts, graphql-http), as docs/backend-contract.md describes a real one. The page calls
 * /graphql across origins (CORS, the policy's connect-src); the contract's other paths go through the
 * portal's nginx. What the mock "sent" is read on the backend's origin.
 */
const backend = `http://127.0.0.1:${backendPort}`;

const test = base.extend<{ api: APIRequestContext; graphqlCalls: string[] }>({
  api: async ({ playwright }, provide) => {
    const api = await playwright.request.newContext({ baseURL: backend });
    await provide(api);
    await api.dispose();
  },
  // Every GraphQL call the page makes; and no request the page's policy refused, in any test.
  graphqlCalls: [
    async ({ page }, provide) => {
      const calls: string[] = [];
      const refused: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') calls.push(request.url());
      });
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      await provide(calls);
      expect(refused).toEqual([]);
    },
    { auto: true },
  ],
});

/** The page's GraphQL calls all went to the backend's origin, and there were some. */
function expectCalledAcross(calls: string[]): void {
  expect(calls.length).toBeGreaterThan(0);
  expect([...new Set(calls)]).toEqual([`${backend}/graphql`]);
}

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(identifier);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('behind the proxy: plain HTTP without HSTS, /config.js and the policy from the environment, the client’s address from X-Forwarded-For', async ({ request }) => {
  const page = await request.get('/login', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['strict-transport-security']).toBeUndefined();
  expect(page.headers()['content-security-policy']).toMatch(new RegExp(`(^|; )connect-src 'self' ${backend.replace(/\./g, '\\.')}(;|$)`));
  const config = await request.get('/config.js');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.text()).toContain(`"VITE_GRAPHQL_URL": "${backend}/graphql"`);
  // nginx's access log names the client the proxy saw, not the proxy (127.0.0.1, trusted by default).
  await expect.poll(() => readFileSync(join(nginxProxyLogs, 'access.log'), 'utf8')).toMatch(/^203\.0\.113\.9 \[[^\]]+\] "GET \/login HTTP\/1\.1" 200 /m);
});

test('sign-up calls the backend across origins, and the confirmation is resent through the portal’s own path', async ({ page, graphqlCalls }) => {
  const email = uniqueEmail('cross');
  await page.goto('/register');
  await page.getByRole('textbox', { name: /^Nome completo/ }).fill('Clara Nunes');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^CPF/ }).pressSequentially(uniqueCpf());
  await page.getByRole('textbox', { name: /^Celular/ }).pressSequentially('11987654321');
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(testPassword);
  await strengthShown(page);
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro realizado' })).toBeVisible();
  expectCalledAcross(graphqlCalls);

  const resent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/confirmation/resend');
  await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  expect(new URL((await resent).url()).origin).toBe(new URL(page.url()).origin);
  await expect(page.getByText(`Enviamos um novo e-mail de confirmação para ${email}.`)).toBeVisible();
});

test('password recovery by e-mail, and a sign-in with the new password, against the backend on its own origin', async ({ page, api, graphqlCalls }) => {
  const email = await confirmedAccount(api, 'Elza Soares');
  await page.goto('/recovery');
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instruções enviadas' })).toBeVisible();

  const message = await lastMessage(api, email, 'PASSWORD_RECOVERY');
  await page.goto(message.link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await page.getByLabel(/^Sua senha/).and(page.locator('input')).fill('Nova@Senha9');
  await page.getByLabel(/^Repita a senha/).and(page.locator('input')).fill('Nova@Senha9');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/password-reset-success/);

  await page.goto('/login');
  await signIn(page, email, 'Nova@Senha9');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Elza Soares!' })).toBeVisible();
  expectCalledAcross(graphqlCalls);
});

test('OAuth2: the person allows the client across origins, and the client’s server exchanges the code at the portal’s /oauth2/token', async ({ page, request, graphqlCalls }) => {
  const redirectUri = 'https://loja.exemplo.com.br/oauth/callback';
  await page.route('https://loja.exemplo.com.br/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Retorno recebido</h1>' }));
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = { client_id: 'loja-parceira', redirect_uri: redirectUri, response_type: 'code', scope: 'openid', state: 'e2e', code_challenge: challenge, code_challenge_method: 'S256' };
  await page.goto(`/oauth2/authorize?${new URLSearchParams(query)}`);
  await signIn(page, 'maria.silva@exemplo.com.br', 'Senha@Forte1');
  await page.getByRole('button', { name: 'Permitir' }).click();
  await page.waitForURL(`${redirectUri}?**`);
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  expectCalledAcross(graphqlCalls);

  const token = await request.post('/oauth2/token', { form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'loja-parceira', code_verifier: verifier } });
  expect(token.status()).toBe(200);
  expect(await token.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
});
