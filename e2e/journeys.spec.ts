import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appReady, graphql, outbox, uniqueEmail } from './helpers';

/**
 * What broke when the portal was used as a person would: one test per defect,
 * each walking the screens in the order a person does. The store is shared by the whole run and
 * never reset, so every test makes its own account.
 */

// Each test walks several screens on a loaded machine: more time than one screen's default.
test.describe.configure({ timeout: 90_000 });

const password = 'Senha@Forte1';

/** Signs up through the API (no birth date, as `/register` does); the account waits for its confirmation. */
async function signUp(request: APIRequestContext, email: string, name: string): Promise<void> {
  await graphql(
    request,
    `mutation ($name: String!, $password: String!, $email: String!) {
      createUser(name: $name, password: $password, email: $email, customersCodes: [], receiveOffers: false, type: RETAILER) { status }
    }`,
    { name, email, password },
  );
}

/** A confirmed account, confirmed with the link the mock "sent" (its outbox). */
async function confirmedAccount(request: APIRequestContext, tag: string, name: string): Promise<string> {
  const email = uniqueEmail(tag);
  await signUp(request, email, name);
  const link = (await outbox(request, email)).find((message) => message.link?.startsWith('/email/invite/confirmation/'))?.link ?? '';
  expect(link).not.toBe('');
  await graphql(request, 'mutation ($token: String!) { confirmEmail(token: $token) { status } }', { token: decodeURIComponent(link.split('/').at(-1) ?? '') });
  return email;
}

/** Signs in on `/login`, already open, with the keyboard only: type, Tab, type, Enter. */
async function signIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await appReady(page);
  const identifier = page.getByRole('textbox', { name: /^E-mail ou CPF/ });
  await identifier.fill(email);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(password);
  await page.getByLabel(/^Senha/).and(page.locator('input')).press('Enter');
}

async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
}

const storedRedirect = (page: Page) => page.evaluate(() => localStorage.getItem('after_login_redirects_to'));

test.describe('the after-login destination is used once', () => {
  const clientOrigin = 'https://loja.exemplo.com.br';
  const redirectUri = `${clientOrigin}/oauth/callback`;

  test('an answered OAuth2 request does not come back at the next sign-in', async ({ page }) => {
    const email = await confirmedAccount(page.request, 'oauth-uma-vez', 'Olga Auth');
    await page.route(`${clientOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Loja</title><h1>Retorno recebido</h1>' }));
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: 'loja-parceira',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid profile',
      state: `antigo-${randomBytes(4).toString('hex')}`,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    await page.goto(`/oauth2/authorize?${params}`);
    await expect(page).toHaveURL('/login');
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Loja Parceira quer acessar a sua conta' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(`${redirectUri}?**`);

    await signOut(page);
    await page.goto('/login');
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Olga Auth!' })).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await storedRedirect(page)).toBeNull();
  });

  test('after one signed-out visit to /profile/update, later sign-ins stay on /login, which greets the person', async ({ page }) => {
    const email = await confirmedAccount(page.request, 'perfil-uma-vez', 'Paula Perfil');
    await page.goto('/profile/update');
    await expect(page).toHaveURL('/login');
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();

    await signOut(page);
    await page.goto('/login');
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Paula Perfil!' })).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a fresh redirect_uri wins over an older stored destination', async ({ page }) => {
    const email = await confirmedAccount(page.request, 'redirect-novo', 'Renata Rota');
    await page.goto('/profile/update');
    await expect(page).toHaveURL('/login');
    await page.goto(`/login?redirect_uri=${encodeURIComponent('/password/change')}`);
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
    expect(await storedRedirect(page)).toBeNull();
  });
});

test('resending the confirmation delivers a working link, counts the wait in seconds and keeps it across a reload', async ({ page }) => {
  const email = uniqueEmail('reenvio');
  await signUp(page.request, email, 'Rui Reenvio');
  expect(await outbox(page.request, email)).toHaveLength(1);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL('/unconfirmed-user');

  const resend = page.getByRole('button', { name: 'Reenviar e-mail de confirmação' });
  await resend.click();
  await expect(page.getByText(`Enviamos um novo e-mail de confirmação para ${email}.`)).toBeVisible();
  const messages = await outbox(page.request, email);
  expect(messages).toHaveLength(2);
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveAccessibleDescription(/^Você poderá pedir um novo envio em \d+ segundos\.$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
  await appReady(page);
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/^Você poderá pedir um novo envio em \d+ segundos\.$/)).toBeVisible();

  // The newest link is the one the resend sent, and it confirms the account.
  await page.goto(messages[0]?.link ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
});

test('confirming a new e-mail address keeps the person signed in', async ({ page }) => {
  const email = await confirmedAccount(page.request, 'troca', 'Telma Troca');
  const newEmail = uniqueEmail('troca-novo');
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Telma Troca!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a sua conta' }).click();
  await page.getByRole('link', { name: 'Alterar e-mail' }).click();
  await page.getByRole('textbox', { name: /^Novo e-mail/ }).fill(newEmail);
  await page.getByLabel(/^Senha atual/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Alterar e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme o novo e-mail' })).toBeVisible();

  const link = (await outbox(page.request, newEmail)).find((message) => message.link !== null)?.link ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();

  await page.goto('/profile/update');
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await expect(page.getByText('Sua sessão expirou. Entre de novo.')).toHaveCount(0);
  await expect(page).toHaveURL('/profile/update');
});

test('an account created without a birth date adds one on /profile/update', async ({ page }) => {
  const email = await confirmedAccount(page.request, 'nascimento', 'Nina Nascimento');
  await page.goto('/login?redirect_uri=%2Fprofile%2Fupdate');
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();
  const bornOn = page.getByRole('textbox', { name: /^Data de nascimento/ });
  await expect(bornOn).toHaveValue('');
  await bornOn.pressSequentially('31011980');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Pronto! Seus dados foram salvos.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Data de nascimento/ })).toHaveValue('31/01/1980');
});

test('the printed demo confirmation link does not spoil the demo unconfirmed user', async ({ page }) => {
  await page.goto('/email/invite/confirmation/demo-confirmar-email');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
  await expect(page.getByText(/pedro\.alves@exemplo\.com\.br/)).toHaveCount(0);

  // Next in the printed list: Pedro, unconfirmed, corrects his e-mail from /unconfirmed-user.
  await page.goto('/login');
  await signIn(page, 'pedro.alves@exemplo.com.br');
  await expect(page).toHaveURL('/unconfirmed-user');
  await expect(page.getByRole('link', { name: 'Digitou o e-mail errado? Corrija o endereço' })).toBeVisible();
});
