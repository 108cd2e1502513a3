import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/caminho/que/nao/existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops, página não encontrada!', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page).toHaveURL('/');
});
