import { expect, test, type Page } from '@playwright/test';
import { appReady, chunkOf, estimatorWorkerFile, lazyChunksOf } from './helpers';

/**
 * Whatever piece of code fails to load — the entry, a start-up step, the Relay layout, the
 * route's screen, or every script at once — the page reloads once (the 10-second marker of
 * src/services/chunkReload.ts), then says what happened in Portuguese, with a way to try again and the link
 * home. Never a blank page, never a pre-rendered form that ignores every tap, never a reload loop.
 */

interface Visit {
  path: string;
  heading: string;
  screen: string;
  prerendered: boolean;
}

const login: Visit = { path: '/login', heading: 'Entrar', screen: 'src/screens/signin/Login/index.ts', prerendered: true };
const passwordCreate: Visit = {
  path: '/password/create/demo-criar-senha?email=a%40b.com',
  heading: 'Crie sua Senha',
  screen: 'src/screens/password/PasswordCreate/index.ts',
  prerendered: true,
};
const recovery: Visit = { path: '/recovery', heading: 'Recuperar senha', screen: 'src/screens/recovery/Recovery/index.ts', prerendered: false };
const register: Visit = { path: '/register', heading: 'Cadastre-se', screen: 'src/screens/signup/Register/index.ts', prerendered: true };

const pieces = {
  'the entry module': () => chunkOf('index.html'),
  'react-dom (the last start-up step)': () => chunkOf('src/app/reactDomClient.ts'),
  'the theme and MUI (App)': () => chunkOf('src/app/App.tsx'),
  'the router': () => chunkOf('src/app/router.ts'),
  'the Relay layout': () => chunkOf('src/app/RelayLayout.tsx'),
};

/** Counts the page's documents (one more per reload) from now on. */
function countDocuments(page: Page) {
  const counts = { documents: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.documents += 1;
  });
  return counts;
}

/** Every request `matcher` names fails as a dropped network does, until the function it returns is called. */
async function failing(page: Page, matcher: string | RegExp): Promise<() => Promise<void>> {
  // A chunk's path (`**/assets/x.js`) fails whatever its query: the app asks for a chunk again under a new URL (`?retry=N`).
  const fails = typeof matcher === 'string' && matcher.startsWith('**/') ? (url: URL) => url.pathname.endsWith(matcher.slice(2)) : matcher;
  await page.route(fails, (route) => route.abort());
  return () => page.unroute(fails);
}

/** The error page, either the app's or the start-up fallback's: the same texts. */
async function expectErrorPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Ops! Ocorreu um erro inesperado.' })).toBeVisible();
  await expect(page.getByText('Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // Nothing dead stays on screen: no pre-rendered form behind the message.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('form')).toHaveCount(0);
}

// The shared pieces on one pre-rendered page and one that is not (every page starts through the same
// modules); each route's own screen on each.
for (const visit of [login, passwordCreate, recovery]) {
  const kind = visit.prerendered ? 'pre-rendered' : 'not pre-rendered';
  const shared = visit === passwordCreate ? [] : Object.entries(pieces);
  const chunks: [string, () => string][] = [...shared, ['its screen', () => chunkOf(visit.screen)]];
  for (const [name, file] of chunks) {
    test(`${visit.path} (${kind}): when ${name} cannot be loaded, the page reloads once, then shows the error page`, async ({ page }) => {
      const chunk = file();
      const counts = countDocuments(page);
      const backOnline = await failing(page, `**/${chunk}`);
      await page.goto(visit.path);
      await expectErrorPage(page);
      expect(counts.documents).toBe(2);

      // The deploy is fixed (or the connection back): "Tentar novamente" brings the screen, working.
      await backOnline();
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
      await appReady(page);
    });
  }
}

for (const visit of [login, passwordCreate, register, recovery]) {
  test(`${visit.path}: with every script failing, one reload, then the error page from the HTML alone`, async ({ page }) => {
    const counts = countDocuments(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await failing(page, /\.js(\?|$)/);
    await page.goto(visit.path);
    await expectErrorPage(page);
    await expect(page).toHaveTitle('Erro | Programa de Fidelidade');
    expect(counts.documents).toBe(2);
    expect(violations).toEqual([]);
  });
}

test('what is typed into a pre-rendered form whose app fails to load outlives the reload that follows, never the password, and the app then takes it', async ({ page }) => {
  const counts = countDocuments(page);
  // The first page's entry module is held until the person has typed, then fails as a dropped network does.
  let typed = () => {};
  const typing = new Promise<void>((resolve) => (typed = resolve));
  await page.route(`**/${chunkOf('index.html')}`, async (route) => {
    if (counts.documents > 1) return route.fallback();
    await typing;
    await route.abort();
  });
  // (The held entry holds back `load`.)
  await page.goto(login.path, { waitUntil: 'domcontentloaded' });
  const identifier = page.getByRole('textbox', { name: /^E-mail ou CPF/ });
  const password = page.getByLabel(/^Senha/).and(page.locator('input'));
  await identifier.fill('52998224725');
  await password.fill('Senha@Forte1');
  typed();

  // One reload, and the app runs: the CPF typed before it is back, masked; the password is not.
  await expect.poll(() => counts.documents).toBe(2);
  await appReady(page);
  await expect(identifier).toHaveValue('529.982.247-25');
  await expect(password).toHaveValue('');
  expect(counts.documents).toBe(2);
});

test('a pre-rendered form whose app never arrives (a stalled connection) says so after 15 seconds, and stays as it is', async ({ page }) => {
  // The page's 15 seconds pass on its own clock, which stands still until the test moves it: a slow
  // machine's load time is not counted in them.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  // The entry module's request is never answered.
  await page.route(`**/${chunkOf('index.html')}`, () => new Promise<void>(() => undefined));
  await page.goto(login.path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: login.heading })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'A página está demorando para carregar. Verifique sua conexão com a internet.' });
  await page.clock.runFor(14_000);
  await expect(notice).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: login.heading })).toBeVisible();
});

/** The login page's first load: the start-up steps, the Relay layout and its screen. */
const loginFirstLoad = ['index.html', 'src/app/styleEngine.ts', 'src/app/App.tsx', 'src/app/router.ts', 'src/app/reactDomClient.ts', 'src/app/RelayLayout.tsx', login.screen];
/** The Relay runtime's chunks, loaded after the first paint: relay-runtime and what the app builds on it (src/relay's runtime and environment). */
const relayRuntime = /^(src\/relay\/|_relay-runtime)/;

/** Opens the sign-in, fills it in and sends it while the Relay runtime cannot be loaded: it says so, and keeps what was typed. */
async function signInOffline(page: Page) {
  await page.goto(login.path);
  await appReady(page);
  const identifier = page.getByRole('textbox', { name: /^E-mail ou CPF/ });
  const password = page.getByLabel(/^Senha/).and(page.locator('input'));
  await identifier.fill('maria.silva@exemplo.com.br');
  await password.fill('Senha@Forte1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Sem conexão com a internet')).toBeVisible();
  await expect(identifier).toHaveValue('maria.silva@exemplo.com.br');
  await expect(password).toHaveValue('Senha@Forte1');
}

test('when the Relay runtime cannot be loaded, the sign-in says so on submit and keeps what was typed', async ({ page }) => {
  const { own } = lazyChunksOf(loginFirstLoad, relayRuntime);
  expect(own.length).toBeGreaterThan(0);
  for (const file of own) await failing(page, `**/${file}`);
  const counts = countDocuments(page);
  await signInOffline(page);
  expect(counts.documents).toBe(1);

  // Back online: the same button, the same values, and the sign-in goes through.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible({ timeout: 30_000 });
});

// A dropped connection fails every download at once: the Relay runtime's chunks and the chunk they
// share (relay-runtime itself). Chromium keeps a failed module's error under its URL, so the app must
// not depend, once back online, on a URL that failed.
test('when every chunk of the Relay runtime fails at once, the sign-in goes through once the connection is back', async ({ page }) => {
  const relay = lazyChunksOf(loginFirstLoad, relayRuntime).needed;
  expect(relay.length).toBeGreaterThan(0);
  const failed = new Set<string>();
  const dropped = (url: URL) => relay.some((file) => url.pathname.endsWith(`/${file}`));
  await page.route(dropped, (route) => {
    failed.add(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  const counts = countDocuments(page);
  await signInOffline(page);
  // Every chunk of the runtime was asked for, and failed.
  expect([...failed].sort()).toEqual(relay.map((file) => `/${file}`).sort());

  await page.unroute(dropped);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible({ timeout: 30_000 });
  expect(counts.documents).toBe(1);
});

// The blocked-account dialog loads when first needed. A deploy that replaced its chunk: one reload (the
// refusal is remembered in disabled_user_prompt), and the dialog shows from the new build.
test('when the blocked-account dialog cannot be loaded, the page reloads once and then shows it', async ({ page }) => {
  const counts = countDocuments(page);
  let failures = 0;
  await page.route(`**/${chunkOf('src/screens/signin/Login/DisabledAccountDialog.tsx')}`, (route) => {
    if (failures > 0) return route.fallback();
    failures += 1;
    return route.abort();
  });
  await page.goto(login.path);
  await appReady(page);
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill('bloqueado@exemplo.com.br');
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill('Senha@Forte1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Conta bloqueada' })).toBeVisible();
  expect(failures).toBe(1);
  expect(counts.documents).toBe(2);
  await page.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// The password form loads no code when it is sent (its rules are in the page); what it loads on
// demand is the strength estimator, on the first focus or key. Failing, it must not block anyone.
test('when the strength estimator cannot be loaded, the password form says so and the rules decide: the password is set', async ({ page }) => {
  const counts = countDocuments(page);
  // Both ways it runs: in a worker of its own, and on the page when no worker starts.
  await failing(page, estimatorWorkerFile);
  await failing(page, `**/${chunkOf('src/components/validation/_passwordEstimator.ts')}`);
  // The demo link can set a password once per server; other tests use it too, so this one answers for the backend.
  await page.route('**/graphql', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { resetPassword: { email: 'ana.costa@exemplo.com.br', afterConfirmationRedirectUrl: null } } }) }),
  );
  await page.goto('/password/create/link-sem-forca?email=ana.costa%40exemplo.com.br');
  await appReady(page);
  const password = page.getByLabel(/^Sua senha/).and(page.locator('input'));
  const confirmation = page.getByLabel(/^Repita a senha/).and(page.locator('input'));
  await password.fill('Senha@Forte1');
  await confirmation.fill('Senha@Forte1');
  await expect(page.getByText('Não foi possível verificar a força da senha agora. Você pode continuar: valem as regras da senha.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/password\/create\/success/);
  await expect(page.getByText('Sua senha foi criada com sucesso.')).toBeVisible();
  expect(counts.documents).toBe(1);
});

test('web-vitals that cannot be loaded fail silently: the screen stays and works', async ({ page }) => {
  const counts = countDocuments(page);
  const vitals = `**/${chunkOf('src/services/analytics/webVitals.ts')}`;
  await failing(page, vitals);
  const asked = page.waitForRequest((request) => request.url().endsWith(chunkOf('src/services/analytics/webVitals.ts')), { timeout: 60_000 });
  await page.goto(recovery.path);
  await expect(page.getByRole('heading', { level: 1, name: recovery.heading })).toBeVisible();
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: recovery.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ops! Ocorreu um erro inesperado.' })).toHaveCount(0);
  expect(counts.documents).toBe(1);
});
