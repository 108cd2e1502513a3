import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { farFutureToken } from '../src/test/tokenFixtures';
import { graphql, seedStorage, uniqueEmail } from './helpers';

const password = 'Senha@Forte1';
const newPassword = 'Nova@Senha22';

/** Unique data: the tests share one in-memory store (never reset during a run) and run in parallel. */

/** Signs up through the API; the account waits for its e-mail to be confirmed. */
async function signUp(request: APIRequestContext, email: string): Promise<void> {
  await graphql(
    request,
    `mutation ($name: String!, $password: String!, $email: String!) {
      createUser(name: $name, password: $password, email: $email, customersCodes: [], receiveOffers: false, type: RETAILER) { status }
    }`,
    { name: 'Conta de Teste', email, password },
  );
}

/** The newest confirmation link the mock "sent" to `email` (`/__mock/outbox`). */
async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const outbox = (await (await request.get(`/__mock/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { link: string | null }[] };
  const link = outbox.messages.find((message) => message.link?.startsWith('/email/invite/confirmation/'))?.link;
  expect(link, `no confirmation link for ${email}`).toBeTruthy();
  return link ?? '';
}

/** Opens the confirmation link in the portal, as the person would from the e-mail. */
async function confirmThroughLink(page: Page, email: string): Promise<void> {
  await page.goto(await confirmationLink(page.request, email));
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
  await expect(page.getByText(`Pronto! O endereço ${email} foi confirmado.`)).toBeVisible();
}

const loginForm = (page: Page) => ({
  identifier: page.getByRole('textbox', { name: /^E-mail ou CPF/ }),
  password: page.getByLabel(/^Senha/).and(page.locator('input')),
  submit: page.getByRole('button', { name: /^(Entrar|Enviando\.\.\.)$/ }),
});

/** Signs in through /login, already open. */
async function signInOnLoginPage(page: Page, email: string, secret: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  const form = loginForm(page);
  await form.identifier.fill(email);
  await form.password.fill(secret);
  await form.submit.click();
}

/** A JWT-shaped token for `email` that expires in `seconds` (the mock reads `sub` and `exp`, not the signature). */
function tokenExpiringIn(subject: string, seconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: subject, exp: Math.floor(Date.now() / 1000) + seconds })}.${part({ s: 'e2e' })}`;
}

/** The account as the mock's tokens name it (their `sub`: its id, not its e-mail), from a sign-in through the API. */
async function accountSubject(request: APIRequestContext, email: string): Promise<string> {
  const data = await graphql(request, 'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }', {
    identifier: email,
    password,
  });
  const { token } = data.login as { token: string };
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}

test('a fresh account changes its password, signs out, and signs in with the new one only', async ({ page }) => {
  const email = uniqueEmail('senha');
  await signUp(page.request, email);
  await confirmThroughLink(page, email);

  await page.getByRole('link', { name: 'Entrar na minha conta' }).click();
  await signInOnLoginPage(page, email, password);
  // Nothing stored to go back to: the sign-in stays on /login, which greets the person (spec §4).
  await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.goto('/password/change');
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
  await page.getByLabel(/^Senha atual/).and(page.locator('input')).fill(password);
  await page.getByLabel(/^Nova senha/).and(page.locator('input')).fill(newPassword);
  await page.getByLabel(/^Repita a nova senha/).and(page.locator('input')).fill(newPassword);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL('/password/change/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Senha alterada' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(newPassword);

  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await signInOnLoginPage(page, email, password);
  await expect(page.getByText('E-mail, CPF ou senha incorretos. Confira os dados e tente novamente.')).toBeVisible();
  await loginForm(page).password.fill(newPassword);
  await loginForm(page).submit.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
});

test('a signed-in person changes the e-mail, confirms it from the link sent to the new address, and signs in with it', async ({ page }) => {
  const email = uniqueEmail('email');
  const newEmail = uniqueEmail('email-novo');
  await signUp(page.request, email);
  await confirmThroughLink(page, email);
  await page.goto('/login');
  await signInOnLoginPage(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Ir para a sua conta' }).click();
  await expect(page).toHaveURL('/');

  await page.getByRole('link', { name: 'Alterar e-mail' }).click();
  await expect(page).toHaveURL('/email/change');
  await page.getByRole('textbox', { name: /^Novo e-mail/ }).fill(newEmail);
  await page.getByLabel(/^Senha atual/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Alterar e-mail' }).click();
  await expect(page).toHaveURL('/email/change/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme o novo e-mail' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  expect(page.url()).not.toContain(encodeURIComponent(newEmail));

  await confirmThroughLink(page, newEmail);
  await page.goto('/logout');
  // Signed out only once /logout has run and gone home: going on sooner would find the session still there.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await page.goto('/login');
  await signInOnLoginPage(page, newEmail, password);
  await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
});

test('an unconfirmed sign-up fixes a mistyped address from /unconfirmed-user, and the confirmation goes to the new one', async ({ page }) => {
  const typo = uniqueEmail('digitado-errado');
  const right = uniqueEmail('correto');
  await signUp(page.request, typo);
  await page.goto('/login');
  await signInOnLoginPage(page, typo, password);
  await expect(page).toHaveURL('/unconfirmed-user');

  await page.getByRole('link', { name: 'Digitou o e-mail errado? Corrija o endereço' }).click();
  await expect(page).toHaveURL('/email/change');
  await expect(page.getByRole('heading', { level: 1, name: 'Corrigir e-mail do cadastro' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail informado no cadastro/ })).toHaveValue(typo);
  await page.getByRole('textbox', { name: /^E-mail correto/ }).fill(right);
  await page.getByLabel(/^Senha do cadastro/).and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Corrigir e-mail' }).click();

  await expect(page).toHaveURL('/email/change/success');
  await expect(page.getByText(right)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('unconfirmed_user_email'))).toBe(right);
  const pageViews = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
  expect(pageViews).toContain('change-unconfirmed-email');
  await confirmThroughLink(page, right);
});

test('a session that ends while typing on /email/change sends the person to sign in and back, with the address still typed', async ({ page }) => {
  const email = uniqueEmail('sessao');
  const newEmail = uniqueEmail('sessao-novo');
  await signUp(page.request, email);
  await confirmThroughLink(page, email);
  // Named as the sign-in below will name it: the draft is kept per account, under the token's `sub`.
  const subject = await accountSubject(page.request, email);
  await page.evaluate((jwt) => {
    localStorage.setItem('jwt', jwt);
    localStorage.setItem('user', JSON.stringify({ name: 'Conta de Teste' }));
  }, tokenExpiringIn(subject, 120));

  // The page's clock passes exp while the address is typed: no real wait, whatever the machine's load.
  await page.clock.install();
  await page.goto('/email/change');
  await page.getByRole('textbox', { name: /^Novo e-mail/ }).fill(newEmail);
  await page.clock.fastForward('02:01');
  await expect(page).toHaveURL('/login');
  await signInOnLoginPage(page, email, password);

  await expect(page).toHaveURL('/email/change');
  await expect(page.getByRole('textbox', { name: /^Novo e-mail/ })).toHaveValue(newEmail);
  await expect(page.getByLabel(/^Senha atual/).and(page.locator('input'))).toHaveValue('');
});

test('a signed-out visit to /password/change lands on /login and returns there after sign-in', async ({ page }) => {
  await page.goto('/password/change');
  await expect(page).toHaveURL('/login');
  await signInOnLoginPage(page, 'maria.silva@exemplo.com.br', password);
  await expect(page).toHaveURL('/password/change');
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
});

test('an e-mail change typed before the session ended is back in its field from the first frame the form shows', async ({ page }) => {
  await seedStorage(page, { jwt: farFutureToken, user: JSON.stringify({ name: 'Maria Silva' }) });
  // The draft of the account the session names (farFutureToken's `sub`).
  await page.evaluate(() => sessionStorage.setItem('draft:email-change:demo', JSON.stringify({ newEmail: 'maria.nova@exemplo.com.br' })));
  // What the field holds when it first appears in the page.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const field = document.querySelector<HTMLInputElement>('input[name=newEmail]');
      if (!field) return;
      Reflect.set(window, '__newEmailWhenShown', field.value);
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/email/change');
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, '__newEmailWhenShown'))).toBe('maria.nova@exemplo.com.br');
  await expect(page.locator('input[name=newEmail]')).toHaveValue('maria.nova@exemplo.com.br');
});
