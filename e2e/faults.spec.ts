import { expect, test, type Page, type Route } from '@playwright/test';
import { appReady, seedStorage, strengthShown, uniqueCpf, uniqueEmail } from './helpers';

/*
 * Faults a person meets in the field: a broken network or server, a storage that throws or holds
 * garbage, hostile text in links and server messages. A request that hangs until the 20 s
 * timeout is covered in Vitest with fake timers (src/relay/fetchGraphQL.test.ts): waiting it out
 * here would make the suite slow and flaky.
 */

const password = 'Senha@Forte1';

const maskedCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

const fields = (page: Page) => ({
  name: page.getByRole('textbox', { name: /^Nome completo/ }),
  email: page.getByRole('textbox', { name: /^E-mail/ }),
  cpf: page.getByRole('textbox', { name: /^CPF/ }),
  phone: page.getByRole('textbox', { name: /^Celular/ }),
  password: page.getByLabel(/^Senha/).and(page.locator('input')),
  terms: page.getByRole('checkbox', { name: /Li e aceito/ }),
  submit: page.getByRole('button', { name: /Criar conta|Enviando\.\.\./ }),
});

interface Person {
  name: string;
  email: string;
  cpf: string;
}

async function fillForm(page: Page): Promise<Person> {
  const person = { name: 'Clara Nunes', email: uniqueEmail('faults'), cpf: uniqueCpf() };
  const f = fields(page);
  await f.name.fill(person.name);
  await f.email.fill(person.email);
  await f.cpf.pressSequentially(person.cpf);
  await f.phone.pressSequentially('11987654321');
  await f.password.fill(password);
  await strengthShown(page);
  await f.terms.check();
  return person;
}

async function expectKept(page: Page, person: Person): Promise<void> {
  const f = fields(page);
  await expect(f.name).toHaveValue(person.name);
  await expect(f.email).toHaveValue(person.email);
  await expect(f.cpf).toHaveValue(maskedCpf(person.cpf));
  await expect(f.phone).toHaveValue('(11) 98765-4321');
  await expect(f.password).toHaveValue(password);
  await expect(f.terms).toBeChecked();
  await expect(f.submit).toHaveAccessibleName('Criar conta');
  await expect(f.submit).toBeEnabled();
}

const html = '<!doctype html><html><head><title>502</title></head><body><h1>Bad Gateway</h1></body></html>';
const badResponse = 'O servidor respondeu de um jeito inesperado. Tente novamente em instantes.';
const unavailable = 'O serviço está indisponível no momento. Tente novamente em instantes.';
const unexpected = 'Ocorreu um erro inesperado. Tente novamente em instantes.';

const networkFaults: [name: string, answer: (route: Route) => Promise<void>, message: string][] = [
  ['an HTTP 503', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }), unavailable],
  ['an HTML error page with 502', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: html }), unavailable],
  ['an HTML page instead of JSON', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }), badResponse],
  ['truncated JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{"createUser":{"na' }), badResponse],
  [
    'a 429 with Retry-After',
    (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, body: 'Too Many Requests' }),
    'Muitas tentativas. Tente novamente em 2 minutos.',
  ],
  ['errors that are not an array', (route) => route.fulfill({ json: { errors: { code: 'X' }, data: null } }), badResponse],
  ['entries without a message', (route) => route.fulfill({ json: { errors: [{ extensions: { code: 'X' } }] } }), badResponse],
  ['extensions that are not an object', (route) => route.fulfill({ json: { errors: [{ message: 'validation', extensions: 'x' }] } }), unexpected],
  ['data null with no errors', (route) => route.fulfill({ json: { data: null } }), badResponse],
];

test('sign-up survives every broken answer in turn: each says so in Portuguese, keeps every value, and then a retry succeeds', async ({ page }) => {
  await page.goto('/register');
  await appReady(page);
  const person = await fillForm(page);
  for (const [name, answer, message] of networkFaults) {
    await test.step(name, async () => {
      await page.route('**/graphql', answer);
      // The submit clears the last fault's message before it sends: once this answer is in, what shows is this fault's.
      const answered = page.waitForEvent('requestfinished', (request) => request.url().endsWith('/graphql'));
      await fields(page).submit.click();
      await answered;
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page).toHaveURL('/register');
      await expectKept(page, person);
      await page.unroute('**/graphql');
    });
  }
  await fields(page).submit.click();
  await expect(page).toHaveURL('/register/success');
});

test('offline, the sign-up says "Sem conexão com a internet" and offers to try again; the notice goes when the connection comes back', async ({ page, context }) => {
  await page.goto('/register');
  await appReady(page);
  const person = await fillForm(page);
  await context.setOffline(true);
  const notice = page.getByText('Sem conexão com a internet', { exact: true });
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await fields(page).submit.click();
  await expect(notice).toBeVisible();
  // Still offline: the retry sends the form again, and fails the same way.
  const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/graphql'));
  await retry.click();
  await failed;
  await expect(notice).toBeVisible();
  await expect(retry).toBeFocused();
  await expectKept(page, person);
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(retry).toBeHidden();
  await expectKept(page, person);
  await fields(page).submit.click();
  await expect(page).toHaveURL('/register/success');
});

test('after a dropped connection, "Tentar novamente" sends the same form again and it goes through', async ({ page }) => {
  await page.goto('/register');
  await appReady(page);
  await fillForm(page);
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await fields(page).submit.click();
  await expect(page.getByText('Sem conexão com a internet', { exact: true })).toBeVisible();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL('/register/success');
});

/**
 * Counts sign-up requests, holding each until `release()` (a server still answering while the person
 * clicks or presses again), then lets them through.
 */
async function countSignUps(page: Page): Promise<{ hits: () => number; release: () => void }> {
  let hits = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    hits += 1;
    await released;
    await route.fallback();
  });
  return { hits: () => hits, release };
}

test('a double click sends one request', async ({ page }) => {
  await page.goto('/register');
  await appReady(page);
  await fillForm(page);
  const { hits, release } = await countSignUps(page);
  await fields(page).submit.dblclick();
  await expect.poll(hits).toBe(1);
  await expect(page.getByRole('button', { name: 'Enviando...' })).toBeVisible();
  release();
  await expect(page).toHaveURL('/register/success');
  expect(hits()).toBe(1);
});

test('Enter pressed twice sends one request', async ({ page }) => {
  await page.goto('/register');
  await appReady(page);
  await fillForm(page);
  const { hits, release } = await countSignUps(page);
  await fields(page).password.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(hits).toBe(1);
  await expect(page.getByRole('button', { name: 'Enviando...' })).toBeVisible();
  release();
  await expect(page).toHaveURL('/register/success');
  expect(hits()).toBe(1);
});

const pages: [path: string, heading: string][] = [
  ['/', 'Acesse sua conta'],
  ['/register', 'Cadastre-se'],
  ['/login', 'Entrar'],
  ['/password/create/x', 'Crie sua Senha'],
  ['/unconfirmed-user', 'Confirme seu e-mail'],
];

/** Visits every page, expecting its heading and no uncaught error. */
async function expectPagesWork(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  expect(errors).toEqual([]);
}

/** Makes every Storage call throw, as a browser with storage blocked or full does. */
async function breakStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
    Storage.prototype.clear = fail;
    Storage.prototype.key = fail;
  });
}

test('every page works when localStorage throws on every call', async ({ page }) => {
  await breakStorage(page);
  await expectPagesWork(page);
});

test('sign-up works without a draft when localStorage throws', async ({ page }) => {
  await breakStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/register');
  await appReady(page);
  await fillForm(page);
  await fields(page).submit.click();
  await expect(page).toHaveURL('/register/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro realizado' })).toBeVisible();
  expect(errors).toEqual([]);
});

const storageKeys = [
  'jwt',
  'user',
  'after_login_redirects_to',
  'user_under_creation',
  'disabled_user_prompt',
  'mobileNumber',
  'email',
  'unconfirmed_user_email',
  'url_resend_email',
];

const garbage: [label: string, value: string][] = [
  ['an unclosed brace', '{'],
  ['null', 'null'],
  ['an empty array', '[]'],
  ['a quoted script tag', '"<script>"'],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['lone surrogates', '\uD800\uDC00\uDFFF\uD800"'],
];

for (const [label, value] of garbage) {
  test(`every page works when each stored key holds ${label}`, async ({ page }) => {
    await seedStorage(page, Object.fromEntries(storageKeys.map((key) => [key, value])));
    await expectPagesWork(page);
  });
}

const imgPayload = '<img src=x onerror=alert(1)>';
const hostileTexts: [label: string, text: string][] = [
  ['an img with onerror', `Ana ${imgPayload}`],
  ['a script tag', 'Ana <script>alert(1)</script>'],
  ['an RTL override', 'Ana \u202Egpj.exe'],
  ['zero-width characters', 'A\u200Bn\u200Ca\u200D \uFEFFSilva'],
  ['10,000 characters', 'A'.repeat(10_000)],
];

/** Fails on any dialog; checks no element came from the text and the page does not scroll sideways. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  // The pre-rendered page's start and mask scripts (data-app, data-early-masks) are the build's own; no other inline script may appear.
  await expect(page.locator('img[src="x"], script:not([src]):not([type]):not([data-app]):not([data-early-masks]):not([data-startup-fallback])')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

for (const [label, text] of hostileTexts) {
  test(`a prefilled ${label} stays plain text`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Two 10,000-character values would pass the server's 16 KB header limit (HTTP 431) first.
    const query: Record<string, string> = text.length > 1_000 ? { 'prefill[name]': text } : { 'prefill[name]': text, 'prefill[email]': text };
    await page.goto(`/register?${new URLSearchParams(query)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
    await appReady(page);
    await expectInert(page, dialogs);
  });
}

test('a server message with any of these stays plain text and wraps', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/register');
  await appReady(page);
  await fillForm(page);
  for (const [label, text] of hostileTexts) {
    await test.step(label, async () => {
      await page.route('**/graphql', (route) => route.fulfill({ json: { errors: [{ message: text }] } }));
      // The submit clears the last message before it sends: once this answer is in, what shows is this one.
      const answered = page.waitForEvent('requestfinished', (request) => request.url().endsWith('/graphql'));
      await fields(page).submit.click();
      await answered;
      await expect(page.getByText(text.trim(), { exact: true })).toBeVisible();
      await expectInert(page, dialogs);
      await page.unroute('**/graphql');
    });
  }
});
