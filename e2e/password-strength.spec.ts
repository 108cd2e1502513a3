import { expect, test, type Page } from '@playwright/test';
import { appReady, estimatorWorkerFile } from './helpers';

const email = 'ana.costa@exemplo.com.br';
const createLink = (token: string) => `/password/create/${token}?email=${encodeURIComponent(email)}`;
const passwordInput = (page: Page) => page.getByLabel(/^Sua senha/).and(page.locator('input'));
const confirmationInput = (page: Page) => page.getByLabel(/^Repita a senha/).and(page.locator('input'));
const reason = 'Esta senha é fácil de adivinhar. Esta é uma senha muito comum. Adicione mais palavras menos comuns.';
// The estimator (zxcvbn-ts and its dictionaries) loads on the first focus and builds its dictionaries.
const SLOW = { timeout: 30_000 };

test.describe.configure({ timeout: 90_000 });

test('create password refuses Senha@123 with the reason, sends nothing, and the estimator loads only once the field is used', async ({ page }) => {
  const graphqlRequests: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) graphqlRequests.push(request.postData() ?? '');
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(createLink('demo-criar-senha'));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  await appReady(page);
  const loadedBeforeUse = scripts.length;
  await expect(passwordInput(page)).toHaveAttribute('passwordrules', 'minlength: 8; required: lower; required: upper; required: digit; required: special;');

  await passwordInput(page).fill('Senha@123');
  await confirmationInput(page).fill('Senha@123');
  await expect(page.getByText('Força da senha:')).toContainText('Fraca', SLOW);
  expect(scripts.length).toBeGreaterThan(loadedBeforeUse);
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByRole('alert')).toContainText(reason, SLOW);
  await expect(passwordInput(page)).toHaveAccessibleDescription(new RegExp(reason.replace(/[.]/g, '\\.')));
  await expect(passwordInput(page)).toHaveValue('Senha@123');
  await expect(page).toHaveURL(/\/password\/create\/demo-criar-senha/);
  expect(graphqlRequests.filter((body) => body.includes('resetPassword'))).toEqual([]);
});

test('create password accepts a strong passphrase', async ({ page }) => {
  await page.route('**/graphql', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { resetPassword: { email, afterConfirmationRedirectUrl: null } } }) }),
  );
  await page.goto(createLink('link-frase-forte'));
  await appReady(page);
  await passwordInput(page).fill('Jabuticaba#Pedal7Quintal');
  await confirmationInput(page).fill('Jabuticaba#Pedal7Quintal');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/password/create/success', SLOW);
});

test('the estimate runs in a worker of its own: the page never loads the estimator, and the verdict still comes', async ({ page }) => {
  const pageScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pageScripts.push(new URL(request.url()).pathname);
  });
  const estimator = page.waitForEvent('worker', { predicate: (worker) => estimatorWorkerFile.test(new URL(worker.url()).pathname), ...SLOW });
  await page.goto(createLink('link-em-um-worker'));
  await appReady(page);
  await passwordInput(page).fill('Senha@123');
  await estimator;
  await expect(page.getByText('Força da senha:')).toContainText('Fraca', SLOW);
  await expect(page.getByText('Esta é uma senha muito comum.')).toBeVisible();
  expect(pageScripts.filter((path) => path.includes('_passwordEstimator'))).toEqual([]);
});
