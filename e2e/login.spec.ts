import { expect, test, type Page } from '@playwright/test';
import { farFutureToken, unsignedToken } from '../src/test/tokenFixtures';
import { appReady, seedStorage, strengthShown, uniqueCpf, uniqueEmail } from './helpers';

const maria = { email: 'maria.silva@exemplo.com.br', password: 'Senha@Forte1', name: 'Maria Silva' };
const password = 'Senha@Forte1';

/** Unique data: the tests share one in-memory store and run in parallel. */

const loginForm = (page: Page) => ({
  identifier: page.getByRole('textbox', { name: /^E-mail ou CPF/ }),
  password: page.getByLabel(/^Senha/).and(page.locator('input')),
  submit: page.getByRole('button', { name: /^(Entrar|Enviando\.\.\.)$/ }),
});

async function signIn(page: Page, identifier: string, secret: string): Promise<void> {
  const form = loginForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await form.identifier.fill(identifier);
  await form.password.fill(secret);
  await form.submit.click();
}

test('sign up, then sign in: a pending account goes to /unconfirmed-user; a confirmed one lands on the stored redirect', async ({ page }) => {
  const email = uniqueEmail('login');
  await page.goto(`/register?redirect_uri=${encodeURIComponent('/profile/update')}`);
  await page.getByRole('textbox', { name: /^Nome completo/ }).fill('Clara Nunes');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^CPF/ }).pressSequentially(uniqueCpf());
  await page.getByRole('textbox', { name: /^Celular/ }).pressSequentially('11987654321');
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(password);
  await strengthShown(page);
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/register\/success$/);
  expect(await page.evaluate(() => localStorage.getItem('after_login_redirects_to'))).toBe('/profile/update');

  // The new account waits for its e-mail to be confirmed: the right password leads there.
  await page.goto('/login');
  await signIn(page, email.toUpperCase(), password);
  await expect(page).toHaveURL(/\/unconfirmed-user$/);
  expect(await page.evaluate(() => localStorage.getItem('unconfirmed_user_email'))).toBe(email);

  // A confirmed account (the seeded one) lands on the redirect stored by the link.
  await page.goto(`/login?redirect_uri=${encodeURIComponent('/profile/update')}`);
  await signIn(page, maria.email, maria.password);
  await expect(page).toHaveURL(/\/profile\/update$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();
  const stored = await page.evaluate(() => ({ jwt: localStorage.getItem('jwt'), user: localStorage.getItem('user'), all: JSON.stringify(localStorage) }));
  expect(stored.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse(stored.user ?? 'null')).toEqual({ name: maria.name });
  expect(stored.all).not.toContain(maria.password);

  // The destination was used by that sign-in: signed in with nothing stored, /login is where the person
  // belongs (spec §4), and it says so instead of showing the form again.
  expect(await page.evaluate(() => localStorage.getItem('after_login_redirects_to'))).toBeNull();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('the CPF is masked as it is typed and signs in', async ({ page }) => {
  await seedStorage(page, { after_login_redirects_to: '/profile/update' });
  await page.goto('/login');
  await appReady(page);
  const form = loginForm(page);
  await form.identifier.pressSequentially('52998224725');
  await expect(form.identifier).toHaveValue('529.982.247-25');
  await form.password.fill(maria.password);
  await form.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();
});

test('force_logout=1 ends the current session before signing in, and is not followed', async ({ page }) => {
  await seedStorage(page, { jwt: farFutureToken, user: JSON.stringify({ name: 'Outra Pessoa' }) });
  await page.goto(`/login?redirect_uri=${encodeURIComponent('/profile/update?aba=dados&force_logout=1')}`);
  await expect(page.getByText('Entre com seu e-mail ou CPF e sua senha.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await signIn(page, maria.email, maria.password);
  await expect(page).toHaveURL(/\/profile\/update\?aba=dados$/);
});

test('target=register starts at sign-up, keeping the redirect', async ({ page }) => {
  await page.goto(`/login?redirect_uri=${encodeURIComponent('/profile/update?target=register')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await expect(page).toHaveURL(/\/register\?redirect_uri=%2Fprofile%2Fupdate$/);
  expect(await page.evaluate(() => localStorage.getItem('after_login_redirects_to'))).toBe('/profile/update');
  // 'Já tem conta? Entrar' goes back to sign-in with the same redirect, and sign-in no longer bounces to sign-up.
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fprofile%2Fupdate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL(/\/register\?redirect_uri=%2Fprofile%2Fupdate$/);
});

const foreignRedirects: [redirect: string, heading: RegExp][] = [
  ['https://evil.example/roubar', /^Não foi possível continuar$/],
  ['//evil.example/roubar', /^Olá, Maria Silva!$/],
];
for (const [foreign, heading] of foreignRedirects) {
  test(`a foreign redirect_uri (${foreign}) never leaves the site`, async ({ page }) => {
    await page.goto(`/login?redirect_uri=${encodeURIComponent(foreign)}`);
    const origin = new URL(page.url()).origin;
    await signIn(page, maria.email, maria.password);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
  });
}

test('a wrong password gives one message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, maria.email, 'Senha@Errada1');
  await expect(page.getByText('E-mail, CPF ou senha incorretos. Confira os dados e tente novamente.')).toBeVisible();
  await expect(loginForm(page).identifier).toHaveValue(maria.email);
  await expect(loginForm(page).password).toHaveValue('Senha@Errada1');
  // An unknown account gets the very same message.
  await loginForm(page).identifier.fill(uniqueEmail('login'));
  await loginForm(page).submit.click();
  await expect(page.getByText('E-mail, CPF ou senha incorretos. Confira os dados e tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a sign-in answered with a token that has no exp starts no session, says so, and a retry signs in', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('LoginScreenLoginMutation')) return route.fallback();
    await route.fulfill({ json: { data: { login: { token: unsignedToken({ sub: 'usuario-1', name: maria.name }), user: { name: maria.name } } } } });
  });
  await page.goto('/login');
  await signIn(page, maria.email, maria.password);
  await expect(page.getByText('Não foi possível iniciar a sua sessão. Tente novamente em instantes.')).toBeVisible();
  await expect(loginForm(page).identifier).toHaveValue(maria.email);
  await expect(loginForm(page).password).toHaveValue(maria.password);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('jwt'), localStorage.getItem('user')])).toEqual([null, null]);
  // The server answers properly again: the same form signs in.
  await page.unroute('**/graphql');
  await loginForm(page).submit.click();
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${maria.name}!` })).toBeVisible();
});

test('a disabled account shows the dialog until it is dismissed, also after a reload', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'bloqueado@exemplo.com.br', 'Senha@Forte1');
  const dialog = page.getByRole('dialog', { name: 'Conta bloqueada' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('fale com o atendimento');
  await page.reload();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Entendi' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Entendi' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('disabled_user_prompt'))).toBeNull();
});

test('after 5 failed attempts the identifier is locked and the screen says when to try again', async ({ page }) => {
  const identifier = uniqueEmail('login');
  await page.goto('/login');
  const form = loginForm(page);
  await form.identifier.fill(identifier);
  await form.password.fill('Senha@Errada1');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/graphql'));
    await form.submit.click();
    await answered;
    await expect(page.getByText('E-mail, CPF ou senha incorretos. Confira os dados e tente novamente.')).toBeVisible();
  }
  await form.submit.click();
  // The lock lasts 60 s from the fifth failure: on a loaded machine a second or more can pass before
  // the sixth attempt, and the screen rightly says 59 segundos (or fewer).
  await expect(page.getByText(/^Muitas tentativas\. Tente novamente em (1 minuto|[1-5]?\d segundos)\.$/)).toBeVisible();
});

test('a field the browser autofills floats its label: the autofill animation MUI listens for reaches every field', async ({ page }) => {
  await page.goto('/login');
  await appReady(page);
  const { identifier, password } = loginForm(page);
  for (const field of [identifier, password]) {
    // Chromium starts `mui-auto-fill` on an autofilled input (`:-webkit-autofill`), `mui-auto-fill-cancel` otherwise.
    await expect(field).toHaveCSS('animation-name', 'mui-auto-fill-cancel');
  }
  const keyframes = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSKeyframesRule).map((rule) => (rule as CSSKeyframesRule).name),
  );
  expect(keyframes).toEqual(expect.arrayContaining(['mui-auto-fill', 'mui-auto-fill-cancel']));
  // What the browser fires as it autofills: the label moves out of the way of the value.
  const label = page.locator('label[for="identifier"]');
  await expect(label).toHaveAttribute('data-shrink', 'false');
  await identifier.evaluate((input) => input.dispatchEvent(new AnimationEvent('animationstart', { animationName: 'mui-auto-fill', bubbles: true })));
  await expect(label).toHaveAttribute('data-shrink', 'true');
});
