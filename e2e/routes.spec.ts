import { expect, test } from '@playwright/test';
import { routeHeadings } from './helpers';

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

test('a placeholder says the screen is coming and leads home', async ({ page }) => {
  await page.goto('/recovery/profile');
  await expect(page.getByText('Esta tela chega em breve.')).toBeVisible();
  await expect(page).toHaveTitle('Recuperar senha pelo CPF | Programa de Fidelidade');
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
});

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
