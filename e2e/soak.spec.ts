import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { strengthShown, uniqueCpf } from './helpers';
import { DEMO } from '../mocks/store';

/**
 * Endurance: one page, one document, hundreds of client-side screen changes and
 * dozens of failed and successful submissions; then the JS heap, the event listeners and the
 * DOM nodes must be back where they were after a warm-up, and no error may have reached the console.
 */

const SCREEN_CHANGES = 100;
const ROUNDS = 5; // five submissions each: 25
/** Screen changes of the tour in each round, before its submissions (the submissions add their own). */
const TOUR_PER_ROUND = 12;

/*
 * Margins, from runs on this project's 2-core machine (the summary line each run prints):
 * - V8's used heap ended 1.17 to 1.23 MB above the baseline, run after run; a heap-snapshot diff
 *   shows that is compiled code (functions optimised as they get hot), not the app's objects.
 *   Allowed: the larger of 10 % and 2 MB.
 * - The heap's JavaScript values (code and native memory left out) ended 35 to 40 kB up (about
 *   400 small objects: analytics events and the like). Allowed: the larger of 5 % and 512 kB.
 * - Listeners on window, on document and in the document's tree came back exactly; so did DOM
 *   nodes and V8's listener count, except that in about one run in eight V8 still held the last
 *   detached sign-in or sign-up form (+81 or +262 nodes, +7 or +18 listeners): a heap snapshot
 *   shows V8 keeping a getter in the shape of an object literal, whose closure reaches the last
 *   Relay mutation's callbacks and through them react-hook-form's field refs: one form at most,
 *   never growing.
 *   Allowed: 500 nodes and 30 listeners, two such forms.
 * Checked against planted leaks, over twice as many screen changes as now: a window listener per
 * home render (window listeners 27 → 104), a session subscription never released by the sign-in
 * screen (detached nodes 556 → 2812, listeners 222 → 488, values +803 kB), and an array on window
 * growing per home render (values +2.4 MB). Each grows with the changes; at half
 * the growth each is still past at least one margin (the window listeners, the nodes, the values).
 */
const heapMargin = (baseline: number) => Math.max(baseline * 0.1, 2 * 1024 * 1024);
const objectMargin = (baseline: number) => Math.max(baseline * 0.05, 512 * 1024);
const nodeMargin = (baseline: number) => Math.max(baseline * 0.1, 500);
const jsListenerMargin = 30;

const wrongCredentials = 'E-mail, CPF ou senha incorretos. Confira os dados e tente novamente.';
const homeLink = 'Programa de Fidelidade: página inicial';
const resetEmail = DEMO.createPassword.email;

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let serial = 0;
/** A fresh address each time: for new accounts, and so no identifier reaches the mock's lockout (5 failures). */
const freshEmail = (purpose: string) => `e2e.soak.${purpose}.${runId}.${(serial += 1)}@exemplo.com.br`;

interface Figures {
  /** V8's used heap (bytes), compiled code included. */
  heap: number;
  /** The heap snapshot's JavaScript values (bytes): objects, closures, strings, arrays; no compiled code, no native (Blink) memory. */
  objects: number;
  nodes: number;
  /** Every listener V8 knows of, on live and detached nodes and objects (Performance.getMetrics). */
  jsListeners: number;
  window: number;
  document: number;
  /** Listeners on every node of the document, the document included. */
  tree: number;
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/**
 * Bytes of JavaScript values in a heap snapshot. Left out: compiled code, which V8 keeps adding
 * as functions get hot (about 1.3 MB over this soak), and native memory such as the
 * performance timeline and DevTools' network buffers, which are the browser's, not the app's.
 */
async function objectBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snapshot.meta.node_fields;
  const [typeNames] = snapshot.meta.node_types;
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  let bytes = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    const name = typeNames[nodes[node + type] ?? -1];
    if (name !== 'code' && name !== 'native') bytes += nodes[node + size] ?? 0;
  }
  return bytes;
}

/** Collects garbage, then reads the heap, the DOM node count and the listeners through the DevTools protocol. */
async function measure(cdp: CDPSession): Promise<Figures> {
  for (let pass = 0; pass < 3; pass += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  const listenersOf = async (expression: string, depth: number) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: 'soak' });
    if (!result.objectId) throw new Error(`${expression} gave no object`);
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId, depth, pierce: true });
    return listeners.length;
  };
  const figures = {
    heap: usedSize,
    objects: await objectBytes(cdp),
    nodes: metric('Nodes'),
    jsListeners: metric('JSEventListeners'),
    window: await listenersOf('window', 0),
    document: await listenersOf('document', 0),
    tree: await listenersOf('document', -1),
  };
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'soak' });
  return figures;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Drives one page and counts the screen changes, each one waited for by its URL and heading. */
class Soak {
  changes = 0;
  submissions = 0;

  constructor(readonly page: Page) {}

  /** Waits for the screen a change leads to. */
  async arrive(path: string | RegExp, name: string): Promise<void> {
    await expect(this.page).toHaveURL(typeof path === 'string' ? (url) => url.pathname === path : path);
    await expect(heading(this.page, name)).toBeVisible();
    this.changes += 1;
  }

  /** Follows one of the app's own links (MUI links and buttons route through react-router). */
  async click(link: string, path: string | RegExp, name: string): Promise<void> {
    await this.page.getByRole('link', { name: link, exact: true }).click();
    await this.arrive(path, name);
  }

  /** What the browser router does for a link the page has no anchor for: push, then tell it (popstate). */
  async push(url: string, path: string | RegExp, name: string): Promise<void> {
    await this.page.evaluate((target) => {
      const current = history.state as { idx?: number } | null;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (current?.idx ?? 0) + 1 }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, url);
    await this.arrive(path, name);
  }

  /** The browser's back or forward button (a real popstate). */
  async traverse(direction: 'back' | 'forward', path: string | RegExp, name: string): Promise<void> {
    await this.page.evaluate((move) => history[move](), direction);
    await this.arrive(path, name);
  }

  submitted(): void {
    this.submissions += 1;
  }
}

/** Excursions from the signed-out home page back to it: together they visit every kind of screen. */
const legs: ((soak: Soak) => Promise<void>)[] = [
  async (soak) => {
    await soak.click('Entrar', '/login', 'Entrar');
    await soak.click('Esqueci minha senha', '/recovery', 'Recuperar senha');
    await soak.click(homeLink, '/', 'Acesse sua conta');
  },
  async (soak) => {
    await soak.click('Cadastre-se', '/register', 'Cadastre-se');
    await soak.push(`/password/create/demo-criar-senha?email=${encodeURIComponent(resetEmail)}`, '/password/create/demo-criar-senha', 'Crie sua Senha');
    // Not straight from /register: the sign-up screen keeps its first variant across /register → /register/varejo.
    await soak.push('/register/varejo', '/register/varejo', 'Cadastre-se');
    await expect(soak.page.getByRole('textbox', { name: /^Data de nascimento/ })).toBeVisible();
    await soak.push('/unconfirmed-user', '/unconfirmed-user', 'Confirme seu e-mail');
    await soak.click('Ir para o login', '/login', 'Entrar');
    await soak.click('Cadastre-se', '/register', 'Cadastre-se');
    await soak.click(homeLink, '/', 'Acesse sua conta');
  },
  async (soak) => {
    await soak.push('/esta-pagina-nao-existe', '/esta-pagina-nao-existe', 'Ops, página não encontrada!');
    await soak.click('Ir para a página inicial', '/', 'Acesse sua conta');
  },
  async (soak) => {
    await soak.push(`/password/reset/token-soak?email=${encodeURIComponent(resetEmail)}`, '/password/reset/token-soak', 'Redefinir senha');
    await soak.traverse('back', '/', 'Acesse sua conta');
    await soak.traverse('forward', '/password/reset/token-soak', 'Redefinir senha');
    await soak.push('/register/success', '/register/success', 'Cadastro realizado');
    await soak.click('Ir para o login', '/login', 'Entrar');
    await soak.click(homeLink, '/', 'Acesse sua conta');
  },
  async (soak) => {
    await soak.push('/oauth2/authorize', '/oauth2/authorize', 'Link de autorização inválido');
    await soak.click('Ir para a página inicial', '/', 'Acesse sua conta');
  },
  async (soak) => {
    await soak.push('/redirect', '/redirect', 'Não foi possível continuar');
    await soak.click('Ir para a página inicial', '/', 'Acesse sua conta');
  },
];

const loginForm = (page: Page) => ({
  identifier: page.getByRole('textbox', { name: /^E-mail ou CPF/ }),
  password: page.getByLabel(/^Senha/).and(page.locator('input')),
  submit: page.getByRole('button', { name: /^(Entrar|Enviando\.\.\.)$/ }),
});

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.identifier.fill(identifier);
  await form.password.fill(password);
  await form.submit.click();
}

/** Failed: an unknown account (a fresh one each time). From home, ends on /login. */
async function wrongPassword(soak: Soak): Promise<void> {
  await soak.click('Entrar', '/login', 'Entrar');
  const identifier = freshEmail('falha');
  await signIn(soak.page, identifier, 'Senha@Errada1');
  soak.submitted();
  await expect(soak.page.getByText(wrongCredentials)).toBeVisible();
  await expect(loginForm(soak.page).identifier).toHaveValue(identifier);
}

/** Failed on the client: the confirmation differs. From home, ends on /login. */
async function passwordMismatch(soak: Soak): Promise<void> {
  const { page } = soak;
  await soak.push(`/password/create/demo-criar-senha?email=${encodeURIComponent(resetEmail)}`, '/password/create/demo-criar-senha', 'Crie sua Senha');
  await page.getByLabel(/^Sua senha/).and(page.locator('input')).fill('Senha@Forte1');
  await page.getByLabel(/^Repita a senha/).and(page.locator('input')).fill('Senha@Forte2');
  await page.getByRole('button', { name: 'Enviar' }).click();
  soak.submitted();
  await expect(page.getByRole('alert')).toContainText('A confirmação de senha não foi repetida corretamente');
  await expect(page).toHaveURL(/\/password\/create\/demo-criar-senha\?/);
  await soak.click(homeLink, '/', 'Acesse sua conta');
  await soak.click('Entrar', '/login', 'Entrar');
}

/** Successful: the demo account signs in (nothing stored: it stays on /login), then signs out. From /login, ends home. */
async function demoSignInAndOut(soak: Soak): Promise<void> {
  const { email, password, name } = DEMO.confirmedUser;
  await signIn(soak.page, email, password);
  soak.submitted();
  await soak.arrive('/login', `Olá, ${name}!`);
  await soak.click('Sair', '/', 'Acesse sua conta');
  await expect.poll(() => soak.page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
}

const signUpFields = (page: Page) => ({
  name: page.getByRole('textbox', { name: /^Nome completo/ }),
  email: page.getByRole('textbox', { name: /^E-mail/ }),
  cpf: page.getByRole('textbox', { name: /^CPF/ }),
  phone: page.getByRole('textbox', { name: /^Celular/ }),
  password: page.getByLabel(/^Senha/).and(page.locator('input')),
  terms: page.getByRole('checkbox', { name: /Li e aceito/ }),
  submit: page.getByRole('button', { name: /^(Criar conta|Enviando\.\.\.)$/ }),
});

/**
 * Three submissions of one sign-up form, as a person makes them: empty (client validation),
 * with an e-mail already registered (server validation), then with a new e-mail (success).
 * From home, ends home.
 */
async function signUpThreeTimes(soak: Soak): Promise<void> {
  const { page } = soak;
  const f = signUpFields(page);
  await soak.click('Cadastre-se', '/register', 'Cadastre-se');

  await f.submit.click();
  soak.submitted();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Campo obrigatório');
  await expect(f.name).toHaveAccessibleDescription(/Campo obrigatório/);

  await f.name.fill('Clara Resistência');
  await f.email.fill(DEMO.confirmedUser.email);
  await f.cpf.pressSequentially(uniqueCpf());
  await f.phone.pressSequentially('11987654321');
  await f.password.fill('Senha@Forte1');
  await strengthShown(page);
  await f.terms.check();
  await f.submit.click();
  soak.submitted();
  await expect(f.email).toHaveAccessibleDescription(/Este e-mail já está cadastrado\./);
  await expect(page.getByRole('alert')).toBeFocused();

  await f.email.fill(freshEmail('cadastro'));
  await f.submit.click();
  soak.submitted();
  await soak.arrive('/register/success', 'Cadastro realizado');
  await soak.click('Ir para o login', '/login', 'Entrar');
  await soak.click(homeLink, '/', 'Acesse sua conta');
}

/** Five submissions, two successful; from home to home. */
async function submissions(soak: Soak, round: number): Promise<void> {
  await (round % 2 === 0 ? wrongPassword(soak) : passwordMismatch(soak));
  await demoSignInAndOut(soak);
  await signUpThreeTimes(soak);
}

// A trace of about a thousand actions would cost tens of seconds and put the tracer's own
// objects in the measured page; a failure names its step, and the figures are attached.
test.use({ trace: 'off' });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

test('100 screen changes and 25 submissions in one document leak no heap, listeners or nodes, and log no error', async ({ page }, testInfo) => {
  // 27 to 46 s seen on this 2-core machine, alone or inside the whole e2e run; over 150 s with a load
  // of 35-45 (Storybook and Vitest running beside it). A ceiling, not a wait: it costs nothing when quick.
  test.setTimeout(600_000);
  const started = Date.now();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  let documents = 0;
  page.on('load', () => (documents += 1));

  await page.goto('/');
  await expect(heading(page, 'Acesse sua conta')).toBeVisible();
  await page.evaluate(() => Reflect.set(window, '__soakDocument', 'the one document'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('DOM.enable');

  // Warm-up: every screen and every kind of submission once, so chunks, styles and caches are in.
  const soak = new Soak(page);
  for (const leg of legs) await leg(soak);
  await submissions(soak, 0);
  await submissions(soak, 1);
  const baseline = await measure(cdp);
  const warmUp = { changes: soak.changes, submissions: soak.submissions };
  soak.changes = 0;
  soak.submissions = 0;

  let next = 0;
  const nextLeg = () => legs[next++ % legs.length]?.(soak);
  for (let round = 0; round < ROUNDS; round += 1) {
    const tourEnd = soak.changes + TOUR_PER_ROUND;
    while (soak.changes < tourEnd) await nextLeg();
    await submissions(soak, round);
  }
  while (soak.changes < SCREEN_CHANGES) await nextLeg();

  await expect(heading(page, 'Acesse sua conta')).toBeVisible();
  const end = await measure(cdp);
  const seconds = (Date.now() - started) / 1000;

  const summary =
    `soak: ${soak.changes} screen changes, ${soak.submissions} submissions (warm-up ${warmUp.changes} + ${warmUp.submissions}) in ${seconds.toFixed(1)} s; ` +
    `heap ${mb(baseline.heap)} → ${mb(end.heap)} (${end.heap >= baseline.heap ? '+' : ''}${((end.heap - baseline.heap) / 1024).toFixed(0)} kB); ` +
    `JS values ${mb(baseline.objects)} → ${mb(end.objects)} (${end.objects >= baseline.objects ? '+' : ''}${((end.objects - baseline.objects) / 1024).toFixed(0)} kB); ` +
    `nodes ${baseline.nodes} → ${end.nodes}; JS listeners ${baseline.jsListeners} → ${end.jsListeners}; ` +
    `listeners window ${baseline.window} → ${end.window}, document ${baseline.document} → ${end.document}, tree ${baseline.tree} → ${end.tree}`;
  console.log(summary);
  await testInfo.attach('soak-figures.json', { body: JSON.stringify({ baseline, end, seconds, ...soak, warmUp }, null, 2), contentType: 'application/json' });

  // One document all along: nothing reloaded the page.
  expect(await page.evaluate(() => Reflect.get(window, '__soakDocument'))).toBe('the one document');
  expect(documents).toBe(1);
  expect(soak.changes).toBeGreaterThanOrEqual(SCREEN_CHANGES);
  expect(soak.submissions).toBe(ROUNDS * 5);

  expect(errors).toEqual([]);
  expect(end.window, 'listeners on window').toBeLessThanOrEqual(baseline.window);
  expect(end.document, 'listeners on document').toBeLessThanOrEqual(baseline.document);
  expect(end.tree, 'listeners in the document').toBeLessThanOrEqual(baseline.tree);
  expect(end.jsListeners, 'listeners V8 holds').toBeLessThanOrEqual(baseline.jsListeners + jsListenerMargin);
  expect(end.nodes, 'DOM nodes').toBeLessThanOrEqual(baseline.nodes + nodeMargin(baseline.nodes));
  expect(end.objects, 'JavaScript values on the heap').toBeLessThanOrEqual(baseline.objects + objectMargin(baseline.objects));
  expect(end.heap, 'JS heap').toBeLessThanOrEqual(baseline.heap + heapMargin(baseline.heap));
});
