import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/caminho/que/nao/existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops, página não encontrada!', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page).toHaveURL('/');
});

test('a link whose path cannot be decoded (an escape cut short, a byte that is not UTF-8) still gets a page in Portuguese, never a blank one', async ({ page }) => {
  await page.goto('/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops, página não encontrada!', exact: true })).toBeVisible();
  await page.goto('/caminho%zz');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops, página não encontrada!', exact: true })).toBeVisible();
  // A token cut short is still its route's: the screen says what it can do with it.
  await page.goto('/email/invite/confirmation/abc%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1, name: 'Link de confirmação inválido' })).toBeVisible();
});
