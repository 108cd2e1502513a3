import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount, lastMessage, runtimeConfig, testPassword, uniqueCpf, uniqueEmail } from './helpers';

/**
 * A site runs the portal with a tag manager configured at run time (`/config.js`, its CSP widened as
 * docs/configuration.md says), and the container's tags read the page's address as page-view and
 * history-change tags do. The container here is a stand-in that sends home every address and referrer
 * the page has while it runs (at load, on pushState, replaceState and popstate, and with each dataLayer
 * event): none may hold a CPF, an e-mail, a phone, a name or a token.
 */

const gtmOrigin = 'https://www.googletagmanager.com';

const standIn = `(() => {
  const send = (how, extra) => fetch('${gtmOrigin}/collect', {
    method: 'POST', mode: 'no-cors', keepalive: true,
    body: JSON.stringify({ how, address: location.href, referrer: document.referrer, ...extra }),
  });
  window.standInTagsRunning = true;
  send('load');
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function (...args) {
      const result = original.apply(this, args);
      send(name);
      return result;
    };
  }
  addEventListener('popstate', () => send('popstate'));
  const layer = (window.dataLayer = window.dataLayer || []);
  for (const item of layer) send('dataLayer', { item: JSON.stringify(item) });
  const push = layer.push.bind(layer);
  layer.push = (...items) => {
    for (const item of items) send('dataLayer', { item: JSON.stringify(item) });
    return push(...items);
  };
})();`;

interface Seen {
  how: string;
  address: string;
  referrer: string;
  item?: string;
}

/** Runs the stand-in container on every page of `page`, and gives what it sent. */
async function tagManagerOn(page: Page): Promise<Seen[]> {
  const seen: Seen[] = [];
  await runtimeConfig(page, { VITE_GTM_ID: 'GTM-PRIVACY1' });
  await page.route(`${gtmOrigin}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      seen.push(JSON.parse(request.postData() ?? '{}') as Seen);
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({ contentType: 'text/javascript', body: standIn });
  });
  return seen;
}

/** Waits until the stand-in has reported a load on `path`. */
async function loadSeenOn(seen: Seen[], path: string): Promise<void> {
  await expect.poll(() => seen.some((entry) => entry.how === 'load' && new URL(entry.address).pathname === path)).toBe(true);
}

function expectNoneOf(seen: Seen[], secrets: Record<string, string>): void {
  expect(seen.length).toBeGreaterThan(0);
  for (const entry of seen) {
    const text = decodeURIComponent(JSON.stringify(entry)).toLowerCase();
    for (const [label, secret] of Object.entries(secrets)) expect(text, `${label} seen by the tag (${entry.how})`).not.toContain(secret.toLowerCase());
  }
}

const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

test('a prefilled sign-up link: the form is filled, the address is clean before the tag starts, and stays so through a reload and Back', async ({ page }) => {
  const seen = await tagManagerOn(page);
  const person = { name: 'Joana Prefill Tagless', email: uniqueEmail('tag'), cpf: uniqueCpf(), phone: '11987654321' };
  const query = new URLSearchParams({
    'prefill[name]': person.name,
    'prefill[email]': person.email,
    'prefill[identity]': person.cpf,
    'prefill[phoneNumber]': person.phone,
  });
  await page.goto(`/register/varejo?${query}`);
  const name = page.getByRole('textbox', { name: /^Nome completo/ });
  await expect(name).toHaveValue(person.name);
  await expect(page.getByRole('textbox', { name: /^CPF/ })).toHaveValue(formatCpf(person.cpf));
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(person.email);
  await expect(page).toHaveURL('/register/varejo');
  await loadSeenOn(seen, '/register/varejo');

  await page.reload();
  await expect(name).toHaveValue(person.name);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(person.email);
  await expect(page).toHaveURL('/register/varejo');

  // Inside the app and back: a history-change tag reads every address on the way.
  await page.getByRole('link', { name: /página inicial$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await page.goBack();
  await expect(name).toHaveValue(person.name);
  await expect.poll(() => seen.some((entry) => entry.how === 'popstate')).toBe(true);

  expectNoneOf(seen, {
    name: person.name,
    'encoded name': encodeURIComponent(person.name),
    'e-mail': person.email,
    'encoded e-mail': encodeURIComponent(person.email),
    cpf: person.cpf,
    phone: person.phone,
  });
});

test('a sign-in link with an e-mail or a CPF: the field is filled, the tag never sees either', async ({ page }) => {
  const seen = await tagManagerOn(page);
  const email = uniqueEmail('tag');
  const cpf = uniqueCpf();
  const identifier = page.getByRole('textbox', { name: /^E-mail ou CPF/ });

  await page.goto(`/login?identifier=${encodeURIComponent(email)}&redirect_uri=%2Fprofile%2Fupdate`);
  await expect(identifier).toHaveValue(email);
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprofile%2Fupdate');
  await loadSeenOn(seen, '/login');

  await page.goto(`/login?identifier=${cpf}`);
  await expect(identifier).toHaveValue(formatCpf(cpf));
  await expect(page).toHaveURL('/login');
  await expect.poll(() => seen.filter((entry) => entry.how === 'load').length).toBe(2);

  expectNoneOf(seen, { 'e-mail': email, 'encoded e-mail': encodeURIComponent(email), cpf });
});

test('a password link: no tag runs on it, and its e-mail leaves the address', async ({ page }) => {
  const seen = await tagManagerOn(page);
  const email = 'ana.costa@exemplo.com.br';
  await page.goto(`/password/create/demo-criar-senha?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page).toHaveURL('/password/create/demo-criar-senha');
  // A page that the tag would have loaded on by now (the same wait, on a page where it runs):
  await page.goto('/recovery');
  await loadSeenOn(seen, '/recovery');
  expect(seen.filter((entry) => entry.address.includes('/password/'))).toEqual([]);
  expectNoneOf(seen, { token: 'demo-criar-senha', 'e-mail': email });
});

test('recovery by e-mail: the typed address and the link’s token never reach the tag', async ({ page, request }) => {
  const seen = await tagManagerOn(page);
  const email = await confirmedAccount(request, 'Rita Recupera');
  await page.goto('/recovery');
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/sent');
  await expect.poll(() => seen.some((entry) => entry.how === 'pushState' && entry.address.endsWith('/recovery/sent'))).toBe(true);

  const link = (await lastMessage(request, email, 'PASSWORD_RECOVERY')).link ?? '';
  const token = decodeURIComponent(link.split('/').at(-1) ?? '');
  expect(token).not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  expect(await page.evaluate(() => 'standInTagsRunning' in window)).toBe(false);
  expectNoneOf(seen, { 'e-mail': email, 'encoded e-mail': encodeURIComponent(email), token });
});

test('recovery by CPF: the code opens the reset form in a new page, without the tag, and the tag never sees the token', async ({ page, request }) => {
  const seen = await tagManagerOn(page);
  const cpf = uniqueCpf();
  const phone = `119${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
  const email = await confirmedAccount(request, 'Célia Cpf', { identity: cpf, phoneNumber: phone });
  await page.goto('/recovery');
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/choose-reset-options');
  await page.getByRole('radio', { name: /^SMS para o celular/ }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/recovery/confirmation-code');
  const { code } = await lastMessage(request, phone, 'PASSWORD_RECOVERY');
  await page.getByRole('textbox', { name: /^Código/ }).fill(code ?? '');
  await page.getByRole('button', { name: 'Confirmar código' }).click();

  await expect(page).toHaveURL(/\/password\/reset\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await expect(page.getByText(`Escolha uma nova senha para a conta ${email}.`)).toBeVisible();
  expect(await page.evaluate(() => 'standInTagsRunning' in window)).toBe(false);
  const token = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  await page.getByLabel(/^Sua senha/).and(page.locator('input')).fill(testPassword.replace('1', '2'));
  await page.getByLabel(/^Repita a senha/).and(page.locator('input')).fill(testPassword.replace('1', '2'));
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/password-reset-success/);

  expect(seen.filter((entry) => entry.address.includes('/password/'))).toEqual([]);
  expectNoneOf(seen, { cpf, 'masked CPF': formatCpf(cpf), phone, 'e-mail': email, token });
});
