import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmedAccount, outbox, signedInAccount, testPassword as password, uniqueCpf, uniqueEmail } from './helpers';

/**
 * Keyboard only: flows that had no keyboard test (recovery by CPF, e-mail change,
 * profile update, OAuth consent), done pressing only Tab, Shift+Tab,
 * Space and Enter, and typing. Each test makes its own account: the store is shared by the run.
 */

/** Tab until `target` has focus (Shift+Tab with `backwards`): a person looking at the focus ring does no better. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('recovery by CPF by keyboard: the CPF, the offered channel chosen with Space, the link, the new password', async ({ page }) => {
  test.slow();
  const identity = uniqueCpf();
  const email = await confirmedAccount(page.request, 'Clementina de Jesus', { identity, phoneNumber: `119${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}` });
  await page.goto('/recovery');
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^E-mail ou CPF/ }));
  await page.keyboard.type(identity);
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/recovery/choose-reset-options');
  // The first option is chosen already; a radio group is one Tab stop, and Space confirms the choice.
  const byEmail = page.getByRole('radio', { name: /E-mail para e\*\*\*@exemplo\.com\.br/ });
  await tabTo(page, byEmail);
  await page.keyboard.press('Space');
  await expect(byEmail).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Enviar' }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL('/recovery/choose-reset-options');

  let link: string | null | undefined;
  await expect(async () => {
    link = (await outbox(page.request, email)).find((message) => message.kind === 'PASSWORD_RECOVERY')?.link;
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  // The link in the e-mail, as the person's mail app opens it.
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await tabTo(page, page.getByLabel(/^Sua senha/).and(page.locator('input')));
  await page.keyboard.type('Nova@Senha9');
  await tabTo(page, page.getByLabel(/^Repita a senha/).and(page.locator('input')));
  await page.keyboard.type('Nova@Senha9');
  await tabTo(page, page.getByRole('button', { name: 'Enviar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/password-reset-success/);
});

test('e-mail change by keyboard: new address, current password, Enter', async ({ page }) => {
  test.slow();
  await signedInAccount(page, 'Gal Costa');
  const newEmail = uniqueEmail('teclado.novo');
  await page.goto('/email/change');
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^Novo e-mail/ }));
  await page.keyboard.type(newEmail);
  await tabTo(page, page.getByLabel(/^Senha atual/).and(page.locator('input')));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: 'Alterar e-mail' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/email/change/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme o novo e-mail' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
});

test('profile update by keyboard: the name changed, a consent ticked with Space, saved with Enter', async ({ page }) => {
  test.slow();
  await signedInAccount(page, 'Elis Regina');
  await page.goto('/profile/update');
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();
  // The heading shows over a spinner while the account loads: a person waits for the form.
  const name = page.getByRole('textbox', { name: /^Nome completo/ });
  await expect(name).toHaveValue('Elis Regina');
  await tabTo(page, name);
  for (let key = 0; key < 'Elis Regina'.length; key += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type('Elis Regina Carvalho');
  const offers = page.getByRole('checkbox', { name: /ofertas/ });
  await tabTo(page, offers);
  await page.keyboard.press('Space');
  await expect(offers).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Salvar alterações' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pronto! Seus dados foram salvos.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Elis Regina Carvalho');
});

const clientOrigin = 'https://loja.exemplo.com.br';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sessionToken = () =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'maria.silva@exemplo.com.br', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
const authorize = (state: string) =>
  `/oauth2/authorize?${new URLSearchParams({
    client_id: 'loja-parceira',
    redirect_uri: `${clientOrigin}/oauth/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  })}`;

for (const [choice, key, expected] of [
  ['Permitir', 'Enter', 'code'],
  ['Cancelar', 'Space', 'error'],
] as const) {
  test(`OAuth consent by keyboard: '${choice}' with ${key} returns to the partner with ${expected === 'code' ? 'a code' : 'access_denied'}`, async ({ page }) => {
    // The partner's site answers from here: nothing reaches another host for real.
    await page.route(`${clientOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Loja Parceira</title><h1>Retorno recebido</h1>' }));
    await page.goto('/favicon.svg');
    await page.evaluate((jwt) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
    }, sessionToken());
    await page.goto(authorize('teclado'));
    await expect(page.getByRole('heading', { level: 1, name: 'Loja Parceira quer acessar a sua conta' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: choice }));
    await page.keyboard.press(key);
    await page.waitForURL(`${clientOrigin}/oauth/callback?**`);
    const callback = new URL(page.url());
    expect(callback.searchParams.get('state')).toBe('teclado');
    if (expected === 'code') expect(callback.searchParams.get('code')).toBeTruthy();
    else expect(callback.searchParams.get('error')).toBe('access_denied');
  });
}
