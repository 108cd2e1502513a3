import { expect, test, type Page } from '@playwright/test';
import { strengthShown, uniqueCpf } from './helpers';

/** What left the page's code for analytics, the console and the network. */
interface Leaks {
  dataLayer: string[];
  console: string[];
  requests: string[];
}

/**
 * Records every `dataLayer` push (of every document: the app creates the array with `??=`, so
 * the one made here before the app runs is the one it pushes to; a replacement is wrapped too),
 * every console message and every request URL.
 */
async function record(page: Page): Promise<Leaks> {
  const leaks: Leaks = { dataLayer: [], console: [], requests: [] };
  page.on('console', (message) => leaks.console.push(message.text()));
  page.on('request', (request) => leaks.requests.push(request.url()));
  await page.exposeFunction('__recordDataLayerPush', (entry: string) => leaks.dataLayer.push(entry));
  await page.addInitScript(() => {
    const report = Reflect.get(window, '__recordDataLayerPush') as (entry: string) => void;
    const wrap = (layer: unknown[]): unknown[] => {
      const push = layer.push.bind(layer);
      layer.push = (...items: unknown[]) => {
        for (const item of items) report(JSON.stringify(item));
        return push(...items);
      };
      return layer;
    };
    let current = wrap([]);
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => current,
      set: (layer: unknown) => {
        current = Array.isArray(layer) ? wrap(layer) : [];
      },
    });
  });
  return leaks;
}

/** Fails with the first captured text that holds one of `secrets`. */
function expectNoneOf(leaks: Leaks, secrets: Record<string, string>): void {
  for (const [channel, texts] of Object.entries(leaks)) {
    for (const text of texts as string[]) {
      for (const [label, secret] of Object.entries(secrets)) {
        expect(text.toLowerCase(), `${label} in ${channel}`).not.toContain(secret.toLowerCase());
      }
    }
  }
}

const letters = (length: number) =>
  Array.from({ length }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

test('a whole sign-up sends no personal data to analytics, the console or any URL', async ({ page }) => {
  const leaks = await record(page);
  const surname = `Privacidade${letters(6)}`;
  const person = {
    name: `Clara ${surname}`,
    email: `e2e.privacidade.${Date.now()}.${letters(5)}@exemplo.com.br`,
    cpf: uniqueCpf(),
    phone: `119${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`,
    password: `Pv@${letters(6)}9Z`,
  };
  const { cpf, phone } = person;
  const maskedCpf = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  const maskedPhone = `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;

  await page.goto('/');
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome completo/ }).fill(person.name);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(person.email);
  await page.getByRole('textbox', { name: /^CPF/ }).pressSequentially(cpf);
  await page.getByRole('textbox', { name: /^Celular/ }).pressSequentially(phone);
  await expect(page.getByRole('textbox', { name: /^Celular/ })).toHaveValue(maskedPhone);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(person.password);
  await strengthShown(page);
  await page.getByRole('checkbox', { name: /receber ofertas/ }).check();
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  const signUp = page.waitForRequest((request) => request.url().endsWith('/graphql') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // The data did reach the API, in the body of the POST: only there.
  expect((await signUp).postDataJSON().variables).toMatchObject({ email: person.email, identity: cpf });
  await expect(page).toHaveURL('/register/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro realizado' })).toBeVisible();

  // The recorder saw what it should: metrics and the sign-up's funnel result, and the API call.
  expect(leaks.dataLayer).toEqual(expect.arrayContaining([expect.stringContaining('"web_vitals"'), expect.stringContaining('"funnel_result":"success"')]));
  expect(leaks.requests).toEqual(expect.arrayContaining([expect.stringMatching(/\/graphql$/)]));
  expectNoneOf(leaks, {
    password: person.password,
    cpf,
    'masked CPF': maskedCpf,
    'e-mail': person.email,
    'encoded e-mail': encodeURIComponent(person.email),
    phone,
    'masked phone': maskedPhone,
    name: person.name,
    surname,
  });
});

test('signed in, the session token and the account appear in no analytics event, console message or URL', async ({ page }) => {
  const leaks = await record(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail ou CPF' }).fill('maria.silva@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Senha@Forte1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).not.toBeNull();
  const jwt = (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();

  expect(jwt.split('.')).toHaveLength(3);
  expect(leaks.dataLayer.length).toBeGreaterThan(0);
  expectNoneOf(leaks, {
    JWT: jwt,
    'JWT signature': jwt.split('.')[2] ?? jwt,
    password: 'Senha@Forte1',
    'e-mail': 'maria.silva@exemplo.com.br',
    'encoded e-mail': encodeURIComponent('maria.silva@exemplo.com.br'),
    name: 'Maria Silva',
  });
});
