import { expect, test, type Page } from '@playwright/test';
import { expectFocusShown, focused, focusRing } from './focus';
import { appReady, runtimeConfig, seedStorage } from './helpers';

const email = 'ana.costa@exemplo.com.br';
const password = 'Senha@Forte1';
const partnerUrl = 'https://parceiro.exemplo.com.br/bem-vindo';
const expiredCreate = 'Já expirou o tempo deste link para criar a senha. Por favor, solicite a definição de senha novamente.';
const unexpectedCreate = 'Ocorreu um erro inesperado ao criar a sua senha. Por favor, tente novamente.';
const loginLink = 'Clique aqui para voltar à página de login';

const createLink = (token: string) => `/password/create/${token}?email=${encodeURIComponent(email)}`;
const passwordInput = (page: Page) => page.getByLabel(/^Sua senha/).and(page.locator('input'));
const confirmationInput = (page: Page) => page.getByLabel(/^Repita a senha/).and(page.locator('input'));

async function fillAndSubmit(page: Page): Promise<void> {
  await passwordInput(page).fill(password);
  await confirmationInput(page).fill(password);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

/** Answers the password mutation here instead of the shared mock store (which a seeded link may use only once). */
async function answerResetPassword(page: Page, answer: { redirect?: string | null; errors?: boolean }): Promise<string[]> {
  const bodies: string[] = [];
  await page.route('**/graphql', async (route) => {
    bodies.push(route.request().postData() ?? '');
    const body = answer.errors
      ? { errors: [{ message: 'Token inválido ou expirado.' }], data: null }
      : { data: { resetPassword: { email, afterConfirmationRedirectUrl: answer.redirect ?? null } } };
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
  });
  return bodies;
}

test('the seeded create-password link works once; its second use says the link expired', async ({ page }) => {
  await page.goto(createLink('demo-criar-senha'));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  await fillAndSubmit(page);
  await expect(page).toHaveURL('/password/create/success');
  await expect(page.getByText('Sua senha foi criada com sucesso.')).toBeVisible();
  await expect(page.getByRole('link', { name: loginLink })).toHaveAttribute('href', '/login');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(password);
  expect(stored).not.toContain('jwt');

  await page.goto(createLink('demo-criar-senha'));
  await fillAndSubmit(page);
  await expect(page.getByRole('alert')).toContainText(expiredCreate);
  await expect(passwordInput(page)).toHaveAccessibleDescription(new RegExp(expiredCreate.replace(/[.]/g, '\\.')));
  await expect(passwordInput(page)).toHaveValue(password);
  await expect(page).toHaveURL(/\/password\/create\/demo-criar-senha/);
});

test('the redirect_uri of the response goes to the success page and on to the login link, never followed', async ({ page }) => {
  const bodies = await answerResetPassword(page, { redirect: partnerUrl });
  await page.goto(createLink('link-com-retorno'));
  await fillAndSubmit(page);
  const query = `?redirect_uri=${encodeURIComponent(partnerUrl)}`;
  await expect(page).toHaveURL(`/password/create/success${query}`);
  expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ variables: { email, token: 'link-com-retorno', password } });
  await page.getByRole('link', { name: loginLink }).click();
  await expect(page).toHaveURL(`/login${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});

test('a person completes the form with the keyboard only', async ({ page }) => {
  await answerResetPassword(page, {});
  await page.goto(createLink('link-teclado'));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  // The pre-rendered page takes no keys until the app has replaced it.
  await appReady(page);
  for (let presses = 0; presses < 10 && !(await passwordInput(page).evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(passwordInput(page)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostrar senha' }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirmationInput(page)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/password/create/success');
  const heading = page.getByRole('heading', { level: 1, name: 'Senha criada' });
  await expect(heading).toBeFocused();
  // The focus moved there for screen readers, after a key: the browser would draw its keyboard ring; a heading is no control, so none shows.
  expect(await focusRing(heading)).toEqual({ focusVisible: true, outline: 'none' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: loginLink })).toBeFocused();
  // The link, a control, still shows its focus.
  const link = await focused(page);
  expect(link).not.toBeNull();
  if (link) await expectFocusShown(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
});

test('an error on submit shows under the password field and keeps what was typed', async ({ page }) => {
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await page.goto(createLink('link-sem-rede'));
  await fillAndSubmit(page);
  await expect(page.getByRole('alert')).toContainText(unexpectedCreate);
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(passwordInput(page)).toHaveValue(password);
  await expect(confirmationInput(page)).toHaveValue(password);
});

test('token pages send no Referer and load no third-party script, even with a tag manager configured', async ({ page, baseURL }) => {
  for (const path of ['/password/create/link-secreto', '/password/reset/link-secreto']) {
    const response = await page.request.get(path);
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
  }
  expect((await page.request.get('/')).headers()['referrer-policy']).toBe('strict-origin');

  await runtimeConfig(page, { VITE_GTM_ID: 'GTM-E2E1234' });
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await answerResetPassword(page, {});
  await page.goto(createLink('link-secreto'));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await fillAndSubmit(page);
  await expect(page).toHaveURL('/password/create/success');
  await expect(page.locator('meta[name="referrer"]')).toHaveCount(0);
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('the e-mail comes from storage when the link has none, and the reset link has its own copy', async ({ page }) => {
  await seedStorage(page, { email });
  const bodies = await answerResetPassword(page, { errors: true });
  await page.goto('/password/reset/link-de-redefinicao');
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await fillAndSubmit(page);
  await expect(page.getByRole('alert')).toContainText('Já expirou o tempo deste link para redefinir a senha.');
  expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ variables: { email, token: 'link-de-redefinicao', password } });

  await page.unroute('**/graphql');
  await answerResetPassword(page, { redirect: partnerUrl });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(`/password-reset-success?redirect_uri=${encodeURIComponent(partnerUrl)}`);
  await expect(page.getByText('Sua senha foi redefinida com sucesso.')).toBeVisible();
});

test('without an e-mail the page explains it and sends nothing', async ({ page }) => {
  const bodies = await answerResetPassword(page, {});
  await page.goto('/password/create/link-sem-email');
  await expect(page.getByRole('alert')).toContainText('Não encontramos o e-mail da sua conta');
  await expect(passwordInput(page)).toHaveCount(0);
  expect(bodies).toEqual([]);
});
