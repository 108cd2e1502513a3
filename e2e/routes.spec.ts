import { expect, test } from '@playwright/test';
import { routeHeadings, sessionRoutes } from './helpers';

for (const [path, heading] of routeHeadings) {
  test(`${path} renders its screen`, async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Programa de Fidelidade: página inicial' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/ \| Programa de Fidelidade$/);
    expect(errors).toEqual([]);
  });
}

for (const path of sessionRoutes) {
  test(`${path} sends a signed-out visitor to sign in, and back after it`, async ({ page }) => {
    await page.goto(`${path}?de=e2e`);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('after_login_redirects_to'))).toBe(`${path}?de=e2e`);
  });
}

test('client-side navigation moves focus to the new page heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).not.toBeFocused();
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeFocused();
  await expect(page).toHaveTitle('Cadastre-se | Programa de Fidelidade');
});

test('an unknown path under a known one shows the not-found page', async ({ page }) => {
  await page.goto('/register/varejo/extra');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops, página não encontrada!', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada | Programa de Fidelidade');
});
