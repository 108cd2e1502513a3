import { expect, test, type Page } from '@playwright/test';
import { expectFocusShown, tabThrough } from './focus';
import { appReady, uniqueCpf, uniqueEmail } from './helpers';

// A person on a slow phone sees the pre-rendered form seconds before the app has arrived, and starts
// typing. Nothing typed is lost, and the app masks and checks it once it runs.

/**
 * Holds every script of the app (the HTML and its CSS are on time) until the returned function is
 * called: the page is the HTML alone for as long as the test is typing into it, however slow the
 * machine, and the app arrives as soon as the test lets it, with no time spent waiting for a delay
 * to run out.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/**
 * Records every CSS rule the page's styling engine adds once running (classes, and global rules such as
 * keyframes), and how many there were when the page's mark went away: the app has taken the page over,
 * and the hand-over's render is done (it runs in the task that removes the mark, before an observer hears
 * of it). Call before the page opens; read with `rulesAdded(page)`.
 */
async function recordAddedRules(page: Page) {
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, { rulesAdded: added, rulesAtHandOver: -1 });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      added.push(rule);
      return insertRule.call(this, rule, index);
    };
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((_, observer) => {
        if (root.hasAttribute('data-prerendered')) return;
        Object.assign(window, { rulesAtHandOver: added.length });
        observer.disconnect();
      }).observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
    });
  });
}

/** What `recordAddedRules` recorded: every rule added, and how many of them came before the hand-over was done (-1: not yet). */
const rulesAdded = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { rulesAdded: string[]; rulesAtHandOver: number };
    return { all: seen.rulesAdded, atHandOver: seen.rulesAtHandOver };
  });

/**
 * Opens /register (its scripts already delayed or held) and, as soon as it shows, types a name and a
 * CPF into the page alone (the app has not run yet); returns the two fields.
 */
async function typeNameAndCpfBeforeTheApp(page: Page) {
  await page.goto('/register', { waitUntil: 'commit' });
  const name = page.getByRole('textbox', { name: /^Nome completo/ });
  const cpf = page.getByRole('textbox', { name: /^CPF/ });
  await name.click();
  await page.keyboard.type('Clara Nunes');
  await cpf.click();
  await page.keyboard.type('52998224725');
  // Still the page alone: the app has not run yet.
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  return { name, cpf };
}

test('with the scripts late, a name and a CPF typed into /register as soon as it shows are still there, the CPF masked, once the app has arrived', async ({ page }) => {
  const errors = errorsOf(page);
  const releaseScripts = await holdScripts(page);
  const { name, cpf } = await typeNameAndCpfBeforeTheApp(page);
  // Masked as typed, by the page's own script, as the app will show it.
  await expect(cpf).toHaveValue('529.982.247-25');
  releaseScripts();

  await appReady(page);
  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(name).toHaveValue('Clara Nunes');
  // Focus and caret stayed where the person was: the next key goes on from the end, in the same field.
  await expect(cpf).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(cpf).toHaveValue('529.982.247-2');
  await page.keyboard.type('5');
  await expect(cpf).toHaveValue('529.982.247-25');
  // The app has the values: they are in the draft it saves.
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('user_under_creation') ?? '{}') as Record<string, unknown>);
  expect(draft).toMatchObject({ name: 'Clara Nunes', identity: '52998224725' });
  expect(errors).toEqual([]);
});

test('as the app takes over /register on a slow phone, what was typed stays on screen as it was: masked from the first key, no frame shows the CPF or the name emptied or changed', async ({ page }) => {
  // Every frame the person sees, from the first: what the CPF and the name fields show in it.
  await page.addInitScript(() => {
    const seen: { cpf: string; name: string }[] = [];
    Object.assign(window, { framesSeen: seen });
    const frame = () => {
      const cpf = document.querySelector<HTMLInputElement>('input[name="identity"]')?.value ?? '';
      const name = document.querySelector<HTMLInputElement>('input[name="name"]')?.value ?? '';
      const last = seen.at(-1);
      if (!last || last.cpf !== cpf || last.name !== name) seen.push({ cpf, name });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const release = await holdScripts(page);
  const { name, cpf } = await typeNameAndCpfBeforeTheApp(page);
  // A cheap phone's CPU: the app's start-up tasks are long, and the browser paints between them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  release();
  await appReady(page);
  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(name).toHaveValue('Clara Nunes');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const frames = await page.evaluate(() => (window as unknown as { framesSeen: { cpf: string; name: string }[] }).framesSeen);
  const typed = frames.findIndex((frame) => frame.cpf === '529.982.247-25' && frame.name === 'Clara Nunes');
  expect(typed, 'a frame showed what was typed, the CPF masked as it was typed').toBeGreaterThanOrEqual(0);
  // Every key showed the CPF masked (the page's mask is the app's): no frame showed its bare digits.
  expect(frames.filter((frame) => /^\d{4,}/.test(frame.cpf))).toEqual([]);
  // From then on, nothing changes on screen as the app takes over: no frame in between.
  expect(frames.slice(typed)).toEqual([{ cpf: '529.982.247-25', name: 'Clara Nunes' }]);
});

test('keys typed on and on while the app arrives, hydrates /register and takes it over all land, in order, on a slow phone', async ({ page }) => {
  const errors = errorsOf(page);
  const release = await holdScripts(page);
  const { name, cpf } = await typeNameAndCpfBeforeTheApp(page);
  // Back into the name, at its end, to type on.
  await name.focus();
  await page.keyboard.press('End');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  release();
  // A word at a time through the app's start-up, its hydration and its hand-over, and two after.
  const words = ['da', 'Silva', 'Pereira', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Costa'];
  let typed = 'Clara Nunes';
  let after = 0;
  for (let word = 0; after < 2 && word < 20; word += 1) {
    const next = ` ${words[word % words.length]}`;
    await page.keyboard.type(next);
    typed += next;
    if ((await page.locator('#root[data-prerendered]').count()) === 0) after += 1;
  }
  // The app has the page (on a loaded machine, perhaps only after the twenty words).
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await appReady(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(name).toHaveValue(typed);
  await expect(cpf).toHaveValue('529.982.247-25');
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('user_under_creation') ?? '{}') as Record<string, unknown>);
  expect(draft).toMatchObject({ name: typed, identity: '52998224725' });
  expect(errors).toEqual([]);
});

test('the app hydrates /register and takes over fields typed before it arrived with the styles the page brought: it adds no CSS rule, not even for their floated labels', async ({ page }) => {
  await recordAddedRules(page);
  const release = await holdScripts(page);
  const { name, cpf } = await typeNameAndCpfBeforeTheApp(page);
  await page.getByRole('textbox', { name: /^Celular/ }).fill('11987654321');

  release();
  await appReady(page);
  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(name).toHaveValue('Clara Nunes');
  await expect(page.getByRole('textbox', { name: /^Celular/ })).toHaveValue('(11) 98765-4321');
  expect((await rulesAdded(page)).all).toEqual([]);
});

test('what was typed into /register before the app has arrived is checked as the form shows (spec §4), as if typed and left', async ({ page }) => {
  const errors = errorsOf(page);
  const release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'commit' });
  const cpf = page.getByRole('textbox', { name: /^CPF/ });
  await cpf.click();
  await page.keyboard.type('5299822');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');

  release();
  await appReady(page);
  await expect(cpf).toHaveValue('529.982.2');
  await expect(page.getByText('Digite os 11 números do CPF')).toBeVisible();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  // Still in the field, and the next key goes on from the end.
  await page.keyboard.type('4725');
  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(cpf).toHaveAttribute('aria-invalid', 'false');
  expect(errors).toEqual([]);
});

test('a sign-in typed and sent before the app has arrived is sent once it has: the person is signed in', async ({ page }) => {
  const errors = errorsOf(page);
  const release = await holdScripts(page);
  let logins = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('login(')) logins += 1;
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill('maria.silva@exemplo.com.br');
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill('Senha@Forte1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Held, not sent as an HTML form (the password would be in the URL).
  await expect(page.getByRole('status').filter({ hasText: 'Aguarde: seus dados serão enviados assim que a página terminar de carregar.' })).toBeVisible();
  expect(page.url()).not.toContain('Senha');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');

  release();
  await expect(page).toHaveURL('/login', { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();
  expect(logins).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'Aguarde' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a whole sign-up typed and sent before the app has arrived is sent once it has, once, with every field (the lower ones hydrate last)', async ({ page }) => {
  const errors = errorsOf(page);
  const release = await holdScripts(page);
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && body.includes('createUser(')) sent.push((JSON.parse(body) as { variables: Record<string, unknown> }).variables);
  });
  await page.goto('/register', { waitUntil: 'commit' });
  const email = uniqueEmail();
  const cpf = uniqueCpf();
  await page.getByRole('textbox', { name: /^Nome completo/ }).fill('Clara Nunes');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
  await page.getByRole('textbox', { name: /^Celular/ }).fill('11987654321');
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill('Senha@Forte1');
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aguarde: seus dados serão enviados assim que a página terminar de carregar.' })).toBeVisible();

  release();
  await expect(page).toHaveURL(/\/register\/success/, { timeout: 60_000 });
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ name: 'Clara Nunes', email, identity: cpf, phoneNumber: '11987654321', password: 'Senha@Forte1' });
  expect(errors).toEqual([]);
});

test('a password typed into a password link before the app has arrived is kept, and the account is named', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/password/create/link-antecipado?email=ana.costa%40exemplo.com.br', { waitUntil: 'commit' });
  await expect(page.getByText('Crie a senha de acesso da conta ana.costa@exemplo.com.br.')).toBeVisible();
  const password = page.getByLabel(/^Sua senha/).and(page.locator('input'));
  await password.fill('Senha@Forte1');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  await appReady(page);
  await expect(password).toHaveValue('Senha@Forte1');
  await expect(page.getByText('Crie a senha de acesso da conta ana.costa@exemplo.com.br.')).toBeVisible();
  // The app checks it: the rules' checklist says all five are met.
  await expect(page.getByText('5 de 5 requisitos atendidos')).toBeVisible();
});

test('a password typed into a password link before the app has arrived is handed over with the styles the page brought: the rules it meets add no CSS rule', async ({ page }) => {
  // The strength meter's verdict comes later, from its worker: only the rules until the hand-over count.
  await recordAddedRules(page);
  const release = await holdScripts(page);
  await page.goto('/password/create/link-antecipado?email=ana.costa%40exemplo.com.br', { waitUntil: 'commit' });
  const password = page.getByLabel(/^Sua senha/).and(page.locator('input'));
  await password.fill('Senha@Forte1');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  release();
  await appReady(page);
  await expect(page.getByRole('list', { name: 'Sua senha precisa ter:' }).getByText(': atendido')).toHaveCount(5);
  const { all, atHandOver } = await rulesAdded(page);
  expect(atHandOver).toBeGreaterThanOrEqual(0);
  expect(all.slice(0, atHandOver)).toEqual([]);
});

test('before the app has arrived, every control Tab reaches on /register and /login shows where focus is', async ({ page }) => {
  test.slow();
  // The app never arrives during this test: what is seen is the HTML and its CSS alone.
  await holdScripts(page);
  for (const path of ['/register', '/login']) {
    // Not `load`: the app's held files, requested at the first paint, can hold it back.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const seen = await tabThrough(page, (control) => expectFocusShown(page, control));
    expect(seen.length, `controls reached on ${path}`).toBeGreaterThan(3);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  }
});
