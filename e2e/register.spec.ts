import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, expectNoAxeViolations, runtimeConfig, strengthShown, uniqueCpf, uniqueEmail } from './helpers';

const consentUrl = 'https://consentimento.exemplo.com.br/receipts';
const password = 'Senha@Forte1';

const fields = (page: Page) => ({
  name: page.getByRole('textbox', { name: /^Nome completo/ }),
  email: page.getByRole('textbox', { name: /^E-mail/ }),
  cpf: page.getByRole('textbox', { name: /^CPF/ }),
  phone: page.getByRole('textbox', { name: /^Celular/ }),
  password: page.getByLabel(/^Senha/).and(page.locator('input')),
  offers: page.getByRole('checkbox', { name: /receber ofertas/ }),
  terms: page.getByRole('checkbox', { name: /Li e aceito/ }),
  submit: page.getByRole('button', { name: /Criar conta|Enviando\.\.\./ }),
});

async function fill(page: Page, person: { name?: string; email?: string; cpf: string }): Promise<void> {
  await appReady(page);
  const f = fields(page);
  if (person.name) await f.name.fill(person.name);
  if (person.email) await f.email.fill(person.email);
  await f.cpf.pressSequentially(person.cpf);
  await f.phone.pressSequentially('11987654321');
  await f.password.fill(password);
  await strengthShown(page);
  await f.terms.check();
}

test('a prefilled link leads to /register/success and posts the consent receipt', async ({ page }) => {
  await runtimeConfig(page, { VITE_CONSENT_RECEIPTS_URL: consentUrl, VITE_CONSENT_TOKEN: 'token-e2e', VITE_CONSENT_PURPOSE_ID: 'finalidade-e2e' });
  const receipts: unknown[] = [];
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST' };
  await page.route(consentUrl, async (route) => {
    // The receipt is JSON to another origin: the browser asks first (CORS preflight).
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    receipts.push(route.request().postDataJSON());
    return route.fulfill({ json: { receipt: 'ok' }, headers: cors });
  });
  const email = uniqueEmail();
  const query = new URLSearchParams({ 'prefill[name]': 'Clara Nunes', 'prefill[email]': email, 'prefill[type]': 'RETAILER' });
  query.append('prefill[customersCodes][]', '11222333000181');
  await page.goto(`/register?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await expect(page.getByText('CNPJ: 11.222.333/0001-81')).toBeVisible();
  await expect(fields(page).email).toHaveValue(email);
  await expect(fields(page).email).toHaveAttribute('readonly');
  await expectNoAxeViolations(page);

  const request = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST');
  await fill(page, { cpf: uniqueCpf() });
  await fields(page).submit.click();
  const variables = (await request).postDataJSON().variables;
  expect(variables).toMatchObject({ name: 'Clara Nunes', email, type: 'RETAILER', customersCodes: ['11222333000181'], phoneNumber: '11987654321' });
  await expect(page).toHaveURL('/register/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro realizado' })).toBeVisible();
  await expect(page.getByText(/Enviamos um e-mail de confirmação/)).toBeVisible();
  // The address the confirmation went to, kept from the submission (never in the address bar), and a resend.
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  await expect(page.getByText(`Enviamos um novo e-mail de confirmação para ${email}.`)).toBeVisible();
  await expect.poll(() => receipts).toEqual([{ identifier: email, test: false, requestInformation: 'token-e2e', purposes: [{ Id: 'finalidade-e2e' }] }]);
  expect(await page.evaluate(() => localStorage.getItem('user_under_creation'))).toBeNull();
  await expectNoAxeViolations(page);
});

test('a registered e-mail shows the server error under the field, and offers to sign in or recover the password', async ({ page }) => {
  await page.goto('/register');
  await fill(page, { name: 'Maria Silva', email: 'maria.silva@exemplo.com.br', cpf: uniqueCpf() });
  await fields(page).submit.click();
  await expect(fields(page).email).toHaveAccessibleDescription(/Este e-mail já está cadastrado\./);
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('link', { name: 'E-mail: Este e-mail já está cadastrado.' })).toBeVisible();
  await expect(page).toHaveURL('/register');
  await expect(page.getByText(/Já existe uma conta com este e-mail\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/recovery');
  await expectNoAxeViolations(page);
  // Sign-in, with nothing typed in the address.
  await page.getByRole('link', { name: 'Entrar' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('on a shared device, "Limpar dados deste aparelho" removes the draft and empties the form, also after a reload', async ({ page }) => {
  await page.goto('/register/varejo');
  // Which sign-up this is, under the spec's title, from the pre-rendered page on.
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await expect(page.getByText('Cadastro de varejista')).toBeVisible();
  await appReady(page);
  const f = fields(page);
  await f.name.fill('Clara Nunes');
  await f.email.fill(uniqueEmail());
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user_under_creation'))).toContain('Clara Nunes');
  await expect(page.getByText(/ficam guardados neste aparelho/)).toBeVisible();
  await page.getByRole('button', { name: 'Limpar dados deste aparelho' }).click();
  await expect(page.getByText('Os dados que estavam guardados neste aparelho foram apagados.')).toBeVisible();
  await expect(f.name).toBeFocused();
  await expect(f.name).toHaveValue('');
  await expect(f.email).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('user_under_creation'))).toBeNull();
  await page.reload();
  await appReady(page);
  await expect(f.name).toHaveValue('');
  await expect(f.email).toHaveValue('');
});

test('an unconfirmed account goes to /unconfirmed-user, which resends the confirmation', async ({ page }) => {
  await page.goto('/register');
  await fill(page, { name: 'João Souza', email: 'joao.souza@exemplo.com.br', cpf: uniqueCpf() });
  await fields(page).submit.click();
  await expect(page).toHaveURL('/unconfirmed-user');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
  await expect(page.getByText('joao.souza@exemplo.com.br')).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  await expect(page.getByText('Enviamos um novo e-mail de confirmação para joao.souza@exemplo.com.br.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar e-mail de confirmação' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a dropped network shows "Sem conexão com a internet" and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  const cpf = uniqueCpf();
  await fill(page, { name: 'Clara Nunes', email: uniqueEmail(), cpf });
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await fields(page).submit.click();
  await expect(page.getByText('Sem conexão com a internet')).toBeVisible();
  await expect(fields(page).name).toHaveValue('Clara Nunes');
  await expect(fields(page).cpf).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await expect(fields(page).password).toHaveValue(password);
  await expect(fields(page).submit).toHaveAccessibleName('Criar conta');
  await expect(fields(page).submit).toBeEnabled();
  await expectNoAxeViolations(page);
});

/** Presses Tab until `target` has focus, as a keyboard user moving through the form. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('The field was not reached with Tab');
}

test('the whole form can be completed with the keyboard only', async ({ page }) => {
  // Typing every key of a masked form one by one on a mobile viewport takes a while.
  test.slow();
  await page.goto('/register');
  const f = fields(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await tabTo(page, f.name);
  await page.keyboard.type('Clara Nunes');
  await tabTo(page, f.email);
  await page.keyboard.type(uniqueEmail());
  await tabTo(page, f.cpf);
  await page.keyboard.type(uniqueCpf());
  await tabTo(page, f.phone);
  await page.keyboard.type('11987654321');
  await tabTo(page, f.password);
  await page.keyboard.type(password);
  await tabTo(page, f.offers);
  await page.keyboard.press('Space');
  await tabTo(page, f.terms);
  await page.keyboard.press('Space');
  await expect(f.terms).toBeChecked();
  await tabTo(page, f.submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/register/success');
});

test('a reload mid-way restores the draft without the password', async ({ page }) => {
  await page.goto('/register');
  const f = fields(page);
  const email = uniqueEmail();
  await f.name.fill('Clara Nunes');
  await f.email.fill(email);
  await f.phone.pressSequentially('11987654321');
  await f.password.fill(password);
  await f.offers.check();
  await page.reload();
  await expect(f.name).toHaveValue('Clara Nunes');
  await expect(f.email).toHaveValue(email);
  await expect(f.phone).toHaveValue('(11) 98765-4321');
  await expect(f.offers).toBeChecked();
  await expect(f.password).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('user_under_creation'))).not.toContain(password);
});

test('a 10,000-character name is kept as typed, through a reload, and the form says how long a name may be', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) calls.push(request.url());
  });
  const name = `Clara ${'a'.repeat(10_000)}`;
  await page.goto('/register');
  await appReady(page);
  const f = fields(page);
  await f.name.fill(name);
  await expect(f.name).toHaveAccessibleDescription(/O nome pode ter até 200 caracteres\./);
  await page.reload();
  await expect(f.name).toHaveValue(name);
  await expect(f.name).toHaveAccessibleDescription(/O nome pode ter até 200 caracteres\./);
  await fill(page, { email: uniqueEmail(), cpf: uniqueCpf() });
  await f.submit.click();
  await expect(page.getByRole('alert', { name: 'Corrija os campos abaixo' })).toBeFocused();
  await expect(page.getByRole('link', { name: /O nome pode ter até 200 caracteres/ })).toHaveAttribute('href', '#name');
  expect(calls).toEqual([]);
  await f.name.fill('Clara Nunes');
  await f.submit.click();
  await expect(page).toHaveURL(/\/register\/success$/);
});

test('a link that prefills a 10,000-character name keeps it as given, and the check on load says how long a name may be', async ({ page }) => {
  const name = 'A'.repeat(10_000);
  await page.goto(`/register?${new URLSearchParams({ 'prefill[name]': name, 'prefill[email]': 'clara@exemplo.com.br' })}`);
  await appReady(page);
  await expect(fields(page).name).toHaveValue(name);
  await expect(fields(page).name).toHaveAccessibleDescription(/O nome pode ter até 200 caracteres\./);
  await expect(fields(page).email).toHaveValue('clara@exemplo.com.br');
});

test('an empty submit makes no call and focuses the error summary', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) calls.push(request.url());
  });
  await page.goto('/register');
  await fields(page).submit.click();
  await expect(page.getByRole('alert', { name: 'Corrija os campos abaixo' })).toBeFocused();
  // Each error names its field; under the field, the spec's own message.
  await expect(page.getByRole('link', { name: 'Nome completo: Campo obrigatório' })).toBeVisible();
  await expect(fields(page).name).toHaveAccessibleDescription(/Campo obrigatório/);
  await expect(fields(page).name).not.toHaveAccessibleDescription(/Nome completo/);
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page);
});

test('every change checks its field (spec §4): a phone or a birth date is flagged as it is typed; only the CPF waits for its 11 digits', async ({ page }) => {
  await page.goto('/register/varejo');
  await appReady(page);
  const f = fields(page);
  await f.cpf.pressSequentially('5299822');
  await expect(f.cpf).toHaveAttribute('aria-invalid', 'false');
  // Still in the phone field: nothing left, nothing sent.
  await f.phone.pressSequentially('119');
  await expect(f.phone).toHaveAccessibleDescription(/Número de telefone inválido/);
  await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
  await f.phone.pressSequentially('87654321');
  await expect(f.phone).toHaveValue('(11) 98765-4321');
  await expect(f.phone).toHaveAttribute('aria-invalid', 'false');
  const bornOn = page.getByRole('textbox', { name: /^Data de nascimento/ });
  await bornOn.pressSequentially('0103');
  await expect(bornOn).toHaveAccessibleDescription(/Data de nascimento inválida/);
  await bornOn.pressSequentially('1990');
  await expect(bornOn).toHaveAttribute('aria-invalid', 'false');
});

test('a phone typed key by key with its country code is the national number, on screen and sent', async ({ page }) => {
  await page.goto('/register');
  const f = fields(page);
  const email = uniqueEmail();
  await appReady(page);
  await f.name.fill('Clara Nunes');
  await f.email.fill(email);
  await f.cpf.pressSequentially(uniqueCpf());
  await f.phone.pressSequentially('+55 11 98765-4321');
  await expect(f.phone).toHaveValue('(11) 98765-4321');
  await expect(f.phone).toHaveAttribute('aria-invalid', 'false');
  await f.password.fill(password);
  await strengthShown(page);
  await f.terms.check();
  const request = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST');
  await f.submit.click();
  expect((await request).postDataJSON().variables).toMatchObject({ email, phoneNumber: '11987654321' });
  await expect(page).toHaveURL('/register/success');
});

test('a draft that holds a phone written with its trunk zero is restored as the national number', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('draft-seeded')) {
      localStorage.setItem('user_under_creation', JSON.stringify({ name: 'Clara Nunes', phoneNumber: '0xx11 98765-4321' }));
      sessionStorage.setItem('draft-seeded', '1');
    }
  });
  await page.goto('/register');
  await appReady(page);
  const f = fields(page);
  await expect(f.name).toHaveValue('Clara Nunes');
  await expect(f.phone).toHaveValue('(11) 98765-4321');
  await expect(f.phone).toHaveAttribute('aria-invalid', 'false');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user_under_creation') ?? '{}').phoneNumber)).toBe('11987654321');
});
