import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql, lastMessage, uniqueCpf } from './helpers';

/**
 * The whole password recovery against the mock backend: by CPF (SMS code) and by e-mail (link),
 * each ending with a sign-in with the new password. The store is shared by the whole run and
 * never reset, so every test makes its own account (never the demo users').
 */

const oldPassword = 'Senha@Forte1';
const newPassword = 'Nova@Senha9';

interface Account {
  email: string;
  identity: string;
  phoneNumber: string;
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
const uniquePhone = () => `119${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** A confirmed account with a phone: created with createUser, confirmed through its outbox link. */
async function createAccount(request: APIRequestContext): Promise<Account> {
  const account = { email: `e2e.recovery.${unique()}@exemplo.com.br`, identity: uniqueCpf(), phoneNumber: uniquePhone() };
  await graphql(
    request,
    `mutation ($name: String!, $password: String!, $identity: String, $email: String!, $customersCodes: [String!]!, $receiveOffers: Boolean!, $phoneNumber: String) {
      createUser(name: $name, password: $password, identity: $identity, email: $email, customersCodes: $customersCodes, receiveOffers: $receiveOffers, phoneNumber: $phoneNumber) { status }
    }`,
    { name: 'Elza Soares', password: oldPassword, customersCodes: [], receiveOffers: false, ...account },
  );
  const confirmation = await lastMessage(request, account.email, 'EMAIL_CONFIRMATION');
  const token = confirmation.link?.split('/').at(-1)?.split('?')[0];
  await graphql(request, `mutation ($token: String!) { confirmEmail(token: $token) { status } }`, { token });
  return account;
}

async function setNewPassword(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await page.getByLabel(/^Sua senha/).and(page.locator('input')).fill(newPassword);
  await page.getByLabel(/^Repita a senha/).and(page.locator('input')).fill(newPassword);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/password-reset-success/);
}

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(identifier);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Signed in with nothing stored: /login greets the person instead of showing the form (spec §4).
  await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
}

test('by CPF: the CPF is masked as typed, SMS is chosen, the code from the SMS opens the reset form, and the new password signs in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/recovery');
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
  const field = page.getByRole('textbox', { name: /^E-mail ou CPF/ });
  await field.pressSequentially(account.identity);
  await expect(field).toHaveValue(formatCpf(account.identity));
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL('/recovery/choose-reset-options');
  await expect(page.getByRole('group', { name: 'Receber as instruções por' })).toBeVisible();
  const masked = `(11) *****-${account.phoneNumber.slice(-4)}`;
  await page.getByRole('radio', { name: new RegExp(`SMS para o celular ${masked.replace(/[()*]/g, '\\$&')}`) }).check();
  await expect(page.getByRole('radio', { name: /E-mail para e\*\*\*@exemplo\.com\.br/ })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL('/recovery/confirmation-code');
  await expect(page.getByText(`por SMS para o celular ${masked}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mobileNumber'))).toBe(masked);
  const sms = await lastMessage(request, account.phoneNumber, 'PASSWORD_RECOVERY');
  const code = page.getByRole('textbox', { name: /^Código/ });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // Pasted with a space in the middle, as SMS apps often show it.
  await code.fill(`${sms.code?.slice(0, 3)} ${sms.code?.slice(3)}`);
  await expect(code).toHaveValue(sms.code ?? '');
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  await page.getByRole('button', { name: 'Confirmar código' }).click();

  await expect(page).toHaveURL(/\/password\/reset\/[\w-]+$/);
  await expect(page.getByText(`Escolha uma nova senha para a conta ${account.email}.`)).toBeVisible();
  await setNewPassword(page);
  await signIn(page, account.identity, newPassword);
});

test('by e-mail: the same page for any address; the link in the e-mail opens the reset form, and the new password signs in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/recovery');
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(account.email);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL('/recovery/sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Instruções enviadas' })).toBeVisible();
  await expect(page.getByText('e***@exemplo.com.br', { exact: true })).toBeVisible();
  await expect(page.getByText(/Se este e-mail estiver cadastrado/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar e-mail' })).toBeDisabled();
  await expect(page.getByText(/Você poderá pedir um novo envio em \d+ segundos/)).toBeVisible();

  const message = await lastMessage(request, account.email, 'PASSWORD_RECOVERY');
  expect(message.link).toMatch(/^\/password\/reset\//);
  await page.goto(message.link ?? '');
  await expect(page.getByText(`Escolha uma nova senha para a conta ${account.email}.`)).toBeVisible();
  await setNewPassword(page);
  await signIn(page, account.email, newPassword);

  // An address with no account gets the very same page: nothing tells whether an account exists.
  const nobody = `ninguem.${unique()}@exemplo.com.br`;
  await page.goto('/recovery');
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(nobody);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/sent');
  await expect(page.getByText('n***@exemplo.com.br', { exact: true })).toBeVisible();
  await expect(page.getByText(/Se este e-mail estiver cadastrado/)).toBeVisible();
});

test('a wrong code says so with the attempts left and keeps what was typed; an unknown CPF gets a way out', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/recovery/profile');
  const cpf = page.getByRole('textbox', { name: /^CPF/ });
  await cpf.pressSequentially(uniqueCpf());
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toContainText('Não encontramos uma conta com este CPF.');
  await expect(page.getByRole('link', { name: 'Recuperar pelo e-mail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar uma conta' })).toBeVisible();

  await cpf.fill('');
  await cpf.pressSequentially(account.identity);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/choose-reset-options');
  await page.getByRole('radio', { name: /SMS para o celular/ }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/recovery/confirmation-code');

  const sms = await lastMessage(request, account.phoneNumber, 'PASSWORD_RECOVERY');
  const wrong = sms.code === '000000' ? '111111' : '000000';
  const code = page.getByRole('textbox', { name: /^Código/ });
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(page.getByRole('alert')).toContainText('Código incorreto. Confira os números e tente novamente: restam 4 tentativas.');
  await expect(code).toHaveValue(wrong);
  await expect(page).toHaveURL('/recovery/confirmation-code');
});

test('a later step opened without a recovery in this tab goes back to the start with a notice', async ({ page }) => {
  await page.goto('/recovery/confirmation-code');
  await expect(page).toHaveURL('/recovery');
  await expect(page.getByText(/Não encontramos um pedido de recuperação em andamento/)).toBeVisible();
});
