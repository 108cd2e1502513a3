import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../mocks/seed';

// The `dev` project: `npm start`'s server, where React runs in development under StrictMode (every
// effect run twice on mount, and again when a Suspense boundary shows its content back) and Vite
// transforms each module on its first request. The demo must work there as it does in the build.

/** Counts the page's GraphQL requests of `operation` from now on. */
function countOperation(page: Page, operation: string): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' && (request.postData() ?? '').includes(`query ${operation}`)) sent += 1;
  });
  return () => sent;
}

const newPassword = 'Nova@Senha22';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the demo account signs in, updates the profile, changes the e-mail and the password and signs out on the dev server', async ({ page }) => {
  const { email, password, name } = DEMO.confirmedUser;
  const profileLoads = countOperation(page, 'ProfileUpdateScreenMeQuery');
  // The first visit transforms the app's modules on demand: slower than the build, never a fixed wait.
  await page.goto('/login');
  await expect(heading(page, 'Entrar')).toBeVisible();
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(email);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(heading(page, `Olá, ${name}!`)).toBeVisible();

  await page.getByRole('link', { name: 'Ir para a sua conta' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Atualizar cadastro' }).click();
  await expect(heading(page, 'Atualizar cadastro')).toBeVisible();
  const nameField = page.getByRole('textbox', { name: /^Nome completo/ });
  await expect(nameField).toHaveValue(name);
  await nameField.fill(`${name} Demo`);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pronto! Seus dados foram salvos.' })).toBeFocused();
  await expect(nameField).toHaveValue(`${name} Demo`);
  // The profile was asked for once, as in the build: StrictMode's second run of the effects asks nothing again.
  expect(profileLoads()).toBe(1);

  await page.getByRole('link', { name: 'Alterar e-mail' }).click();
  await expect(page).toHaveURL('/email/change');
  await page.getByRole('textbox', { name: /^Novo e-mail/ }).fill('maria.nova@exemplo.com.br');
  await page.getByLabel(/^Senha atual/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Alterar e-mail' }).click();
  await expect(heading(page, 'Confirme o novo e-mail')).toBeVisible();

  await page.goto('/password/change');
  await expect(heading(page, 'Alterar senha')).toBeVisible();
  await page.getByLabel(/^Senha atual/).and(page.locator('input')).fill(password);
  await page.getByLabel(/^Nova senha/).and(page.locator('input')).fill(newPassword);
  await page.getByLabel(/^Repita a nova senha/).and(page.locator('input')).fill(newPassword);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL('/password/change/success');
  await expect(heading(page, 'Senha alterada')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  await expect(heading(page, 'Acesse sua conta')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});
