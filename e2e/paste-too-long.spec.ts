import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady } from './helpers';

// A paste longer than a mask is interpreted or flagged, never cut to a shorter value
// that looks valid. 295.379.955-93 is a valid CPF: pasted with a 12th digit, it must not become it.
const cpfWithADigitTooMany = '295379955930';

/** What a paste does to the input: the whole text inserted at once, where the caret is. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.insertText(text);
}

test('the sign-up reads a phone written with its country code, and flags a CPF or phone with too many digits', async ({ page }) => {
  await page.goto('/register');
  await appReady(page);
  const cpf = page.getByRole('textbox', { name: /^CPF/ });
  const phone = page.getByRole('textbox', { name: /^Celular/ });

  await paste(page, cpf, cpfWithADigitTooMany);
  await expect(cpf).toHaveValue('295.379.955-930');
  await expect(cpf).toHaveAccessibleDescription(/CPF inválido/, { timeout: 10_000 });

  await paste(page, phone, '55 (17) 96332-2155');
  await expect(phone).toHaveValue('(17) 96332-2155');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

  await phone.fill('');
  await paste(page, phone, '(11) 98765-43210');
  await expect(phone).toHaveValue('(11) 98765-43210');
  await expect(phone).toHaveAccessibleDescription(/Número de telefone inválido/, { timeout: 10_000 });

  // sending is refused with the same messages, and what was pasted stays to be corrected
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'CPF inválido' })).toBeVisible({ timeout: 10_000 });
  await expect(cpf).toHaveValue('295.379.955-930');
});

test('the sign-in does not sign in with the first 11 digits of a longer CPF', async ({ page }) => {
  await page.goto('/login');
  await appReady(page);
  const identifier = page.getByRole('textbox', { name: /^E-mail ou CPF/ });
  await paste(page, identifier, cpfWithADigitTooMany);
  await expect(identifier).toHaveValue('295.379.955-930');
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill('Senha@Forte1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(identifier).toHaveAccessibleDescription(/O CPF tem 11 números/, { timeout: 10_000 });
  await expect(page).toHaveURL('/login');
});

test('the recovery by CPF flags a CPF with a digit too many', async ({ page }) => {
  await page.goto('/recovery/profile');
  await appReady(page);
  const cpf = page.getByRole('textbox', { name: /^CPF/ });
  await paste(page, cpf, cpfWithADigitTooMany);
  await expect(cpf).toHaveValue('295.379.955-930');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(cpf).toHaveAccessibleDescription(/O CPF tem 11 números/, { timeout: 10_000 });
  await expect(page).toHaveURL('/recovery/profile');
});
