import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql, uniqueCpf, uniqueEmail } from './helpers';

const password = 'Senha@Forte1';

/** Unique data: the tests share one in-memory store (never reset during a run) and run in parallel. */
const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

interface NewAccount {
  name: string;
  email: string;
  identity: string | null;
  phoneNumber: string | null;
  bornOn: string | null;
}

/** Signs up through the API and confirms the e-mail with the link the mock "sent" (its outbox). */
async function confirmedAccount(request: APIRequestContext, account: NewAccount): Promise<NewAccount> {
  await graphql(
    request,
    `mutation ($name: String!, $password: String!, $identity: String, $email: String!, $phoneNumber: String, $bornOn: Date) {
      createUser(name: $name, password: $password, identity: $identity, email: $email, customersCodes: [], phoneNumber: $phoneNumber, bornOn: $bornOn, receiveOffers: false, type: RETAILER) { status }
    }`,
    { ...account, password },
  );
  const outbox = (await (await request.get(`/__mock/outbox?to=${encodeURIComponent(account.email)}`)).json()) as { messages: { link: string | null }[] };
  const link = outbox.messages.find((message) => message.link?.startsWith('/email/invite/confirmation/'))?.link;
  expect(link).toBeTruthy();
  const token = decodeURIComponent((link ?? '').split('/').at(-1) ?? '');
  await graphql(request, 'mutation ($token: String!) { confirmEmail(token: $token) { status } }', { token });
  return account;
}

/** Signs in as the app does (the `login` mutation) and stores the session before the app runs. */
async function signInWithToken(page: Page, account: NewAccount, extra: Record<string, string> = {}): Promise<void> {
  const data = await graphql(page.request, 'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token user { name } } }', {
    identifier: account.email,
    password,
  });
  const { token } = data.login as { token: string };
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ jwt, name, more }) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', JSON.stringify({ name }));
      for (const [key, value] of Object.entries(more)) localStorage.setItem(key, value);
    },
    { jwt: token, name: account.name, more: extra },
  );
}

const profileForm = (page: Page) => ({
  name: page.getByRole('textbox', { name: /^Nome completo/ }),
  phone: page.getByRole('textbox', { name: /^Celular/ }),
  bornOn: page.getByRole('textbox', { name: /^Data de nascimento/ }),
  offers: page.getByRole('checkbox', { name: /receber ofertas/ }),
  save: page.getByRole('button', { name: 'Salvar alterações' }),
});

test('a profile update is saved, survives a reload, and the greeting follows the new name', async ({ page }) => {
  const identity = uniqueCpf();
  const account = await confirmedAccount(page.request, { name: 'Rita Cadastro', email: uniqueEmail('perfil'), identity, phoneNumber: '11987654321', bornOn: '1985-03-17' });
  await signInWithToken(page, account);

  await page.goto('/profile/update');
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();
  const form = profileForm(page);
  await expect(form.name).toHaveValue('Rita Cadastro');
  await expect(form.phone).toHaveValue('(11) 98765-4321');
  await expect(form.bornOn).toHaveValue('17/03/1985');
  await expect(form.offers).not.toBeChecked();
  await expect(page.getByText(formatCpf(identity))).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await form.name.fill('Rita Lee Jones');
  // As a person does: select what is there, delete it, type the new number.
  await form.phone.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(form.phone).toHaveValue('');
  await form.phone.pressSequentially('21912345678');
  await expect(form.phone).toHaveValue('(21) 91234-5678');
  await form.offers.check();
  await form.save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Pronto! Seus dados foram salvos.' })).toBeFocused();
  await expect(form.name).toHaveValue('Rita Lee Jones');

  await page.reload();
  await expect(profileForm(page).name).toHaveValue('Rita Lee Jones');
  await expect(profileForm(page).phone).toHaveValue('(21) 91234-5678');
  await expect(profileForm(page).offers).toBeChecked();
  await expect(profileForm(page).bornOn).toHaveValue('17/03/1985');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Rita Lee Jones!' })).toBeVisible();

  // Withdrawing is as easy: untick, save.
  await page.goto('/profile/update');
  await profileForm(page).offers.uncheck();
  await profileForm(page).save.click();
  await expect(page.getByRole('status')).toContainText('você não vai mais receber ofertas');
  await page.reload();
  await expect(profileForm(page).offers).not.toBeChecked();
});

test('personal informations: a person without CPF, phone and birth date completes them and goes on to the stored redirect', async ({ page }) => {
  const account = await confirmedAccount(page.request, { name: 'Carla Sem Dados', email: uniqueEmail('perfil'), identity: null, phoneNumber: null, bornOn: null });
  await signInWithToken(page, account, { after_login_redirects_to: '/profile/update' });

  await page.goto('/personal-informations/varejo');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete seus dados' })).toBeVisible();
  const cpf = page.getByRole('textbox', { name: /^CPF/ });
  const identity = uniqueCpf();
  await cpf.pressSequentially(identity);
  await page.getByRole('textbox', { name: /^Celular/ }).pressSequentially('31987654321');
  await page.getByRole('textbox', { name: /^Data de nascimento/ }).pressSequentially('31011980');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  await expect(page).toHaveURL(/\/profile\/update$/);
  await expect(page.getByText(formatCpf(identity))).toBeVisible();
  await expect(profileForm(page).phone).toHaveValue('(31) 98765-4321');
  await expect(profileForm(page).bornOn).toHaveValue('31/01/1980');

  // Nothing missing any more: the page says so and offers the way on (no silent bounce), and a CPF once set
  // is never asked again. The stored redirect was used by the first visit, so this one goes home.
  expect(await page.evaluate(() => localStorage.getItem('after_login_redirects_to'))).toBeNull();
  await page.goto('/personal-informations/varejo');
  await expect(page.getByText(/^Seus dados já estão completos/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^CPF/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/');
});

test('personal informations: a CPF of another account is refused under the CPF field, with what was typed kept', async ({ page }) => {
  const taken = await confirmedAccount(page.request, { name: 'Dono do CPF', email: uniqueEmail('perfil'), identity: uniqueCpf(), phoneNumber: null, bornOn: null });
  const account = await confirmedAccount(page.request, { name: 'Carla Sem CPF', email: uniqueEmail('perfil'), identity: null, phoneNumber: '11987654321', bornOn: null });
  await signInWithToken(page, account);

  await page.goto('/personal-informations');
  const cpf = page.getByRole('textbox', { name: /^CPF/ });
  await cpf.pressSequentially(taken.identity ?? '');
  // The phone is there already, and this programme (the default variant) asks no birth date.
  await expect(page.getByRole('textbox', { name: /^Celular/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Data de nascimento/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(cpf).toHaveAccessibleDescription(/Este CPF já está cadastrado\./);
  await expect(cpf).toHaveValue(formatCpf(taken.identity ?? ''));
  await expect(page).toHaveURL(/\/personal-informations$/);
});

test('signed out, /profile/update goes to sign in and comes back after it', async ({ page }) => {
  const account = await confirmedAccount(page.request, { name: 'Nina Volta', email: uniqueEmail('perfil'), identity: uniqueCpf(), phoneNumber: null, bornOn: null });
  await page.goto('/profile/update');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(account.email);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/profile\/update$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();
  await expect(profileForm(page).name).toHaveValue('Nina Volta');
  // No birth date on the profile yet: the field is there, empty and optional, to add one.
  await expect(profileForm(page).bornOn).toHaveValue('');
  await expect(profileForm(page).bornOn).not.toHaveAttribute('required');
});

test('a session that ends while saving the profile: sign in again, and what was typed is still there', async ({ page }) => {
  const account = await confirmedAccount(page.request, { name: 'Otto Sessao', email: uniqueEmail('perfil'), identity: uniqueCpf(), phoneNumber: null, bornOn: null });
  await signInWithToken(page, account);
  await page.goto('/profile/update');
  await profileForm(page).name.fill('Otto Sessão Nova');
  await profileForm(page).phone.pressSequentially('41987654321');
  // The draft is written a moment after the last keystroke.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('draft:profile-update:')))).toBe(true);

  // The server no longer accepts the session (expired or revoked) when the person saves.
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('ProfileUpdateScreenUpdateProfileMutation')) return route.fallback();
    await route.fulfill({ json: { errors: [{ message: 'Sua sessão expirou. Entre de novo.', extensions: { code: 'UNAUTHENTICATED' } }] } });
  });
  await profileForm(page).save.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.unroute('**/graphql');
  // What the name field holds at the moment the note saying the draft is back first shows (the same document from here on).
  await page.evaluate(() => {
    new MutationObserver((_records, observer) => {
      if (!document.body.textContent?.includes('Recuperamos o que você tinha digitado antes')) return;
      Reflect.set(window, '__nameWhenNoteShowed', document.querySelector<HTMLInputElement>('input[name=name]')?.value ?? null);
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(account.email);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/profile\/update$/);
  await expect(page.getByText('Recuperamos o que você tinha digitado antes. Confira e salve.')).toBeVisible();
  // The note never shows over the loaded values: what was typed is back in the same frame.
  expect(await page.evaluate(() => Reflect.get(window, '__nameWhenNoteShowed'))).toBe('Otto Sessão Nova');
  await expect(profileForm(page).name).toHaveValue('Otto Sessão Nova');
  await expect(profileForm(page).phone).toHaveValue('(41) 98765-4321');
  await profileForm(page).save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Pronto! Seus dados foram salvos.' })).toBeVisible();
  await page.reload();
  await expect(profileForm(page).name).toHaveValue('Otto Sessão Nova');
  await expect(page.getByText('Recuperamos o que você tinha digitado antes. Confira e salve.')).toHaveCount(0);
});
