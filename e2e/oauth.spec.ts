import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seedStorage } from './helpers';

const clientOrigin = 'https://loja.exemplo.com.br';
const redirectUri = `${clientOrigin}/oauth/callback`;
const foreignOrigin = 'https://malicioso.exemplo.net';
const consentHeading = 'Loja Parceira quer acessar a sua conta';

/** A fresh PKCE pair, as the client application would make it (RFC 7636 §4.1–4.2). */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizePath(challenge: string, state: string, change: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'loja-parceira',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...change,
  });
  return `/oauth2/authorize?${params}`;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped session valid for an hour (the portal only reads `exp`). */
const sessionToken = () => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'maria.silva@exemplo.com.br', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;

/** Every request the page makes to `origin`, which answers from here: nothing reaches another host for real. */
async function interceptHost(page: Page, origin: string): Promise<string[]> {
  const seen: string[] = [];
  await page.route(`${origin}/**`, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Loja Parceira</title><h1>Retorno recebido</h1>' });
  });
  return seen;
}

test('OAuth2 round trip: signed out, sign in, allow, the code is exchanged once with its PKCE verifier', async ({ page, request }) => {
  const callbacks = await interceptHost(page, clientOrigin);
  const { verifier, challenge } = pkce();
  const state = `e2e ${randomBytes(6).toString('hex')}&x`;
  const authorize = authorizePath(challenge, state);

  await page.goto(authorize);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  // Who asks for the sign-in, with the name the backend gives the client.
  await expect(page.getByText('Para continuar em Loja Parceira')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail ou CPF' }).fill('maria.silva@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Senha@Forte1');
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: consentHeading })).toBeVisible();
  await expect(page).toHaveURL(authorize);
  await expect(page.getByText('Você está usando a conta de Maria Silva.')).toBeVisible();
  expect(callbacks).toEqual([]);

  await page.getByRole('button', { name: 'Permitir' }).click();
  await page.waitForURL(`${redirectUri}?**`);
  await expect(page.getByRole('heading', { level: 1, name: 'Retorno recebido' })).toBeVisible();
  const callback = new URL(page.url());
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  const form = { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'loja-parceira', code_verifier: verifier };
  const first = await request.post('/oauth2/token', { form });
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
  const second = await request.post('/oauth2/token', { data: form });
  expect(second.status()).toBe(400);
  expect(await second.json()).toEqual({ error: 'invalid_grant' });
});

test('a code is refused with a wrong PKCE verifier', async ({ page, request }) => {
  await interceptHost(page, clientOrigin);
  const { challenge } = pkce();
  await seedStorage(page, { jwt: sessionToken(), user: JSON.stringify({ name: 'Maria Silva' }) });
  await page.goto(authorizePath(challenge, 'estado'));
  await page.getByRole('button', { name: 'Permitir' }).click();
  await page.waitForURL(`${redirectUri}?**`);
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  const answer = await request.post('/oauth2/token', {
    data: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'loja-parceira', code_verifier: pkce().verifier },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ error: 'invalid_grant' });
});

test('Cancelar returns to the client with error=access_denied and the same state', async ({ page }) => {
  await interceptHost(page, clientOrigin);
  await seedStorage(page, { jwt: sessionToken(), user: JSON.stringify({ name: 'Maria Silva' }) });
  await page.goto(authorizePath(pkce().challenge, 'volta com/isto'));
  await expect(page.getByRole('heading', { level: 1, name: consentHeading })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.waitForURL(`${redirectUri}?**`);
  const callback = new URL(page.url());
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.get('state')).toBe('volta com/isto');
  expect(callback.searchParams.has('code')).toBe(false);
});

test('an unregistered redirect_uri shows the invalid-link page and nothing ever goes to that host', async ({ page }) => {
  const foreign = await interceptHost(page, foreignOrigin);
  await seedStorage(page, { jwt: sessionToken(), user: JSON.stringify({ name: 'Maria Silva' }) });
  const path = authorizePath(pkce().challenge, 'estado', { redirect_uri: `${foreignOrigin}/callback` });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Link de autorização inválido' })).toBeVisible();
  await expect(page.getByText('O endereço de retorno não está cadastrado para este aplicativo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Permitir' })).toHaveCount(0);
  await expect(page).toHaveURL(path);
  expect(foreign).toEqual([]);
});

test('a public client without PKCE, or with the plain method, is refused and nothing is issued', async ({ page }) => {
  const callbacks = await interceptHost(page, clientOrigin);
  await seedStorage(page, { jwt: sessionToken(), user: JSON.stringify({ name: 'Maria Silva' }) });
  const withoutPkce = new URLSearchParams({ client_id: 'loja-parceira', redirect_uri: redirectUri, response_type: 'code', scope: 'openid', state: 'sem-pkce' });
  await page.goto(`/oauth2/authorize?${withoutPkce}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link de autorização inválido' })).toBeVisible();
  await expect(page.getByText('O aplicativo não enviou a proteção de segurança (PKCE com S256) que este portal exige dele.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Permitir' })).toHaveCount(0);

  const { verifier } = pkce();
  await page.goto(authorizePath(verifier, 'plain', { code_challenge_method: 'plain' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Link de autorização inválido' })).toBeVisible();
  await expect(page.getByText('O método de segurança (PKCE) pedido não é aceito por este portal.')).toBeVisible();
  expect(callbacks).toEqual([]);
});

test('a confidential client may leave PKCE out: its code is exchanged without a verifier', async ({ page, request }) => {
  const vendasOrigin = 'https://vendas.exemplo.com.br';
  const vendasCallback = `${vendasOrigin}/callback`;
  await interceptHost(page, vendasOrigin);
  await seedStorage(page, { jwt: sessionToken(), user: JSON.stringify({ name: 'Maria Silva' }) });
  const params = new URLSearchParams({ client_id: 'app-vendas', redirect_uri: vendasCallback, response_type: 'code', scope: 'openid points', state: 'confidencial' });
  await page.goto(`/oauth2/authorize?${params}`);
  await expect(page.getByRole('heading', { level: 1, name: 'App de Vendas quer acessar a sua conta' })).toBeVisible();
  await page.getByRole('button', { name: 'Permitir' }).click();
  await page.waitForURL(`${vendasCallback}?**`);
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  expect(code).not.toBe('');
  const answer = await request.post('/oauth2/token', { form: { grant_type: 'authorization_code', code, redirect_uri: vendasCallback, client_id: 'app-vendas' } });
  expect(answer.status()).toBe(200);
});
