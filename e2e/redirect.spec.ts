import { expect, test } from '@playwright/test';
import { runtimeConfig, seedStorage } from './helpers';

const partner = 'https://parceiro.exemplo.com.br';

test.beforeEach(async ({ page }) => {
  // Nothing may ever reach another host for real; the partner answers from here.
  await page.route(`${partner}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Parceiro</title><h1>Parceiro</h1>' }));
});

test('/redirect refuses a foreign origin and never requests it', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('malicioso')) foreign.push(request.url());
  });
  await runtimeConfig(page, { VITE_ALLOWED_REDIRECT_ORIGINS: partner });
  await seedStorage(page, { after_login_redirects_to: 'https://malicioso.exemplo.net/roubar' });
  await page.goto('/redirect');
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeVisible();
  await expect(page.getByText(/não pertence a um site parceiro autorizado/)).toBeVisible();
  await expect(page).toHaveURL('/redirect');
  expect(foreign).toEqual([]);
});

const tricks: [label: string, stored: string][] = [
  ['the allowlisted host as userinfo', `${partner}@malicioso.exemplo.net/`],
  ['a protocol-relative URL', '//malicioso.exemplo.net/'],
  ['a backslash trick', '/\\malicioso.exemplo.net/'],
  ['javascript:', 'javascript:alert(document.domain)'],
];

for (const [label, stored] of tricks) {
  test(`/redirect refuses ${label}`, async ({ page }) => {
    await runtimeConfig(page, { VITE_ALLOWED_REDIRECT_ORIGINS: partner });
    await seedStorage(page, { after_login_redirects_to: stored });
    await page.goto('/redirect');
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeVisible();
    await expect(page).toHaveURL('/redirect');
  });
}

test('/redirect follows an allowlisted origin from the run-time config', async ({ page }) => {
  await runtimeConfig(page, { VITE_ALLOWED_REDIRECT_ORIGINS: `https://outro.exemplo.com.br, ${partner}` });
  await seedStorage(page, { after_login_redirects_to: `${partner}/bem-vindo?origem=portal` });
  await page.goto('/redirect');
  await expect(page).toHaveURL(`${partner}/bem-vindo?origem=portal`);
});

test('/redirect refuses every origin when none is configured', async ({ page }) => {
  await seedStorage(page, { after_login_redirects_to: `${partner}/bem-vindo` });
  await page.goto('/redirect');
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeVisible();
});

test('/logout goes to an allowlisted redirect_uri, and home for a foreign one', async ({ page }) => {
  await runtimeConfig(page, { VITE_ALLOWED_REDIRECT_ORIGINS: partner });
  await page.goto(`/logout?redirect_uri=${encodeURIComponent(`${partner}/saiu`)}`);
  await expect(page).toHaveURL(`${partner}/saiu`);
  await page.goto(`/logout?redirect_uri=${encodeURIComponent('https://malicioso.exemplo.net/')}`);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
});
