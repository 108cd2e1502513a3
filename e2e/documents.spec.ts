import { expect, test } from '@playwright/test';
import { appReady, expectNoAxeViolations } from './helpers';

// The documents the sign-up asks a person to accept: with no site's own configured, the links point to
// paths on the portal, where the demo (the mock backend) serves an example of each. None is a dead end.
const documents = ['Termos de Serviço', 'Política de Privacidade', 'Regulamento'];

for (const name of documents) {
  test(`the sign-up's "${name}" link opens the document in a new tab, to read before accepting`, async ({ page, context }) => {
    await page.goto('/register');
    await appReady(page);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: new RegExp(`^${name}`) }).click()]);
    await expect(tab.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(tab).toHaveTitle(new RegExp(`^${name}`));
    await expect(tab.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(tab.getByText('Ops, página não encontrada!')).toHaveCount(0);
    // Example text, said to be one, with where a site puts its own.
    await expect(tab.getByText(/exemplo/i).first()).toBeVisible();
    await expectNoAxeViolations(tab);
    // The sign-up is where it was, its terms not ticked by the click.
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('checkbox', { name: /Li e aceito/ })).not.toBeChecked();
  });
}
