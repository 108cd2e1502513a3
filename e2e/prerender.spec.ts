import { expect, test, type Page, type Route } from '@playwright/test';
import { appReady, documentProtocol, runtimeConfig, seedStorage } from './helpers';

declare global {
  interface Window {
    __layoutShifts?: string[];
    /** When the start script first marked a field as typed (a reload's typing put back), page clock. */
    __restoredAt?: number;
  }
}

// The landing pages written as HTML at build time (build/prerenderPlugin.ts), each with what the visitor
// must see before any of the app's JavaScript has arrived. Served by nginx with deploy/'s configuration
// (the `nginx` project of playwright.config.ts) over HTTP/2, as production serves them.
const pages: { path: string; heading: string; fields: RegExp[] }[] = [
  { path: '/register', heading: 'Cadastre-se', fields: [/^Nome completo/, /^E-mail/, /^CPF/, /^Celular/] },
  { path: '/register/varejo', heading: 'Cadastre-se', fields: [/^Nome completo/, /^Data de nascimento/] },
  { path: '/login', heading: 'Entrar', fields: [/^E-mail ou CPF/, /^Senha/] },
  { path: '/password/create/link-qualquer?email=ana.costa%40exemplo.com.br', heading: 'Crie sua Senha', fields: [/^Sua senha/, /^Repita a senha/] },
  { path: '/password/reset/link-qualquer?email=ana.costa%40exemplo.com.br', heading: 'Redefinir senha', fields: [/^Sua senha/, /^Repita a senha/] },
];

/**
 * Keeps the app from arriving: every JavaScript file of the app comes back empty, so what shows is the
 * HTML alone. (A file that fails to load would be a failure, which the page reloads for and then
 * reports: e2e/startup-failure.spec.ts.)
 */
const withoutTheApp = (page: Page) => page.route(/\/assets\/.+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));

/** Holds back the requests for `url` until the function it returns is called; then `answer` them (by default they go on to the server). */
async function holdBack(page: Page, url: string | RegExp, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

/**
 * Holds Roboto's files back: the app declares them once its code is here (src/services/fonts.ts), and
 * the text then swaps from the fallback font to Roboto, a change of its own (e2e/fonts.spec.ts) that on
 * a fast local load can land either side of the moment a test looks.
 */
const withoutRoboto = (page: Page) => page.route(/\/assets\/roboto-[\w-]+\.woff2$/, () => undefined);

/** Waits for the page's transitions (a label floating) to end, as the eye does. */
const settled = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

/** Where each visible heading, paragraph, label, field and button is, with its text. */
function layout(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root :is(h1, h2, p, label, input, button, a)')]
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
}

for (const { path, heading, fields } of pages) {
  const name = path.split('?')[0];

  test(`${name} shows its form from the HTML alone, takes what is typed, and holds a submit for the app`, async ({ page }) => {
    await withoutTheApp(page);
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(heading);
    for (const field of fields) await expect(page.locator('label').filter({ hasText: field })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Programa de Fidelidade`);
    // Never inert: the page is a working HTML form until the app hydrates it.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const first = page.locator('input:not([hidden])').first();
    await first.click();
    await page.keyboard.type('digitado');
    await expect(first).toBeFocused();
    await expect(first).toHaveValue('digitado');
    // Its label floats above what is typed, as the app's field does.
    const label = page.locator('label').filter({ hasText: fields[0] ?? '' }).first();
    // (MUI's label moves there in a short transition: the check waits for it to end, as the eye does.)
    await expect.poll(() => label.evaluate((element) => getComputedStyle(element).transform)).toMatch(/matrix\(0\.75, 0, 0, 0\.75,/);
    // Enter sends nothing as a plain HTML form (no values in a URL): the page says it waits for the app.
    const url = page.url();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Aguarde: seus dados serão enviados assim que a página terminar de carregar.' })).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(first).toHaveValue('digitado');
  });

  test(`${name} requests none of the app's JavaScript before its first paint, and the app hydrates it without moving anything`, async ({ page, browser }) => {
    // The page as the HTML draws it.
    const still = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await withoutTheApp(still);
    await still.goto(path);
    await still.evaluate(() => document.fonts.ready);
    const before = await layout(still);
    await still.close();

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await withoutRoboto(page);
    await page.addInitScript(() => {
      window.__layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
          // What moved, from where to where, and whether the app had taken the page over: a failure says what to look at.
          const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const text = node?.textContent?.trim().slice(0, 30) ?? '';
            return `${node?.nodeName ?? '?'} "${text}" ${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height}`;
          });
          const phase = document.getElementById('root')?.hasAttribute('data-prerendered') ? 'before the app' : 'app';
          window.__layoutShifts?.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms (${phase}): ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // (Held fonts hold back `load`.)
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(await documentProtocol(page)).toBe('h2');
    await appReady(page);
    // The start script waits for the first contentful paint: no JavaScript of the app is requested
    // while the HTML is still being drawn.
    // It waits at most a second (src/app/boot/startApp.ts): on a busy machine the paint can come later,
    // and then the downloads start a second after the script ran, which is after the HTML arrived.
    const { firstPaint, firstScript, htmlArrived } = await page.evaluate(() => ({
      htmlArrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstScript).toBeGreaterThan(Math.min(firstPaint, htmlArrived + 1000));
    expect(await layout(page)).toEqual(before);
    // Together: a shift with an error logged beside it says where to look.
    expect({ shifts: await page.evaluate(() => window.__layoutShifts), errors }).toEqual({ shifts: [], errors: [] });

    // And it works: the first field takes what is typed.
    const input = page.getByRole('textbox', { name: fields[0] }).or(page.getByLabel(fields[0] ?? '')).first();
    await input.click();
    await page.keyboard.type('1');
    await expect(input).not.toHaveValue('');
  });

  test(`${name} carries every style its components make: the app compiles none of them again as it hydrates`, async ({ page }) => {
    await page.goto(path);
    await appReady(page);
    // emotion adopts the page's <style data-emotion="css …"> elements; a rule it compiles in the browser
    // goes into an element of its own, data-emotion="css" (the intermediate styles of MUI's nested
    // components were compiled again, in the hydration's commit: 17 to 34 rules on these pages).
    const compiled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText)),
    );
    expect(compiled).toEqual([]);
  });
}

test('a field emptied before the app arrives lets its label down again, as the app does', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/login');
  const field = page.getByRole('textbox', { name: /^E-mail ou CPF/ });
  const label = page.locator('label').filter({ hasText: /^E-mail ou CPF/ });
  await field.click();
  await page.keyboard.type('ana');
  await page.keyboard.press('Tab');
  await settled(page);
  await expect.poll(() => label.evaluate((element) => getComputedStyle(element).transform)).toMatch(/matrix\(0\.75, 0, 0, 0\.75,/);
  await field.click();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await settled(page);
  await expect.poll(() => label.evaluate((element) => getComputedStyle(element).transform)).not.toMatch(/matrix\(0\.75, 0, 0, 0\.75,/);
});

// A form filled in before the app arrives, as a person on a slow phone does: the app then takes the
// page over (replaying what was typed: masks apply, the strength meter shows). Nothing on the page
// moves then, so the button the person is about to press stays where it is (a tap there went to the
// form instead when the meter pushed it down: the submit was lost). The HTML keeps the meter's place
// from the first key, as the app does.
const typedBeforeTheApp: [RegExp, string][] = [
  [/^Nome completo/, 'Clara Nunes'],
  [/^E-mail ou CPF/, 'maria.silva@exemplo.com.br'],
  [/^E-mail/, 'clara.nunes@exemplo.com.br'],
  [/^CPF/, '52998224725'],
  [/^Celular/, '11987654321'],
  [/^Data de nascimento/, '15031990'],
  [/^(Sua senha|Senha|Repita a senha)/, 'Senha@Forte1'],
];

for (const { path } of pages) {
  test(`${path.split('?')[0]}: a form filled in before the app arrives moves nothing when the app takes over`, async ({ page }) => {
    await withoutRoboto(page);
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    // (The held app holds back `load` too.)
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const inputs = page.locator('#root input:is([type=text], [type=email], [type=tel], [type=password])').filter({ visible: true });
    const count = await inputs.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const input = inputs.nth(index);
      const name = await input.evaluate((element: HTMLInputElement) => element.labels?.[0]?.textContent?.trim() ?? '');
      const value = typedBeforeTheApp.find(([label]) => label.test(name))?.[1];
      expect(value, `a value for "${name}"`).toBeDefined();
      await input.fill(value ?? '');
    }
    const terms = page.getByRole('checkbox', { name: /Li e aceito/ });
    if (await terms.count()) await terms.check();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await settled(page);
    const before = await layout(page);

    release();
    await appReady(page);
    // A new password's meter has its verdict: the page has settled.
    if (await page.locator('input[autocomplete="new-password"]').count()) await expect(page.getByText('Muito forte')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await settled(page);
    expect(await layout(page)).toEqual(before);
  });
}

test('what is typed before the app arrives outlives a reload before it arrives, never the password: put back before the first paint, then taken by the app, masked, into the draft', async ({ page }) => {
  await withoutRoboto(page);
  const entry = /\/assets\/index-[\w-]+\.js$/;
  // This page's app never arrives.
  const never = () => undefined;
  await page.route(entry, never);
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  const name = page.getByRole('textbox', { name: /^Nome completo/ });
  const email = page.getByRole('textbox', { name: /^E-mail/ });
  const phone = page.getByRole('textbox', { name: /^Celular/ });
  const password = page.locator('input[autocomplete="new-password"]');
  const offers = page.getByRole('checkbox', { name: /ofertas/ });
  await name.fill('Clara Nunes');
  await email.fill('clara.nunes@exemplo.com.br');
  await phone.pressSequentially('11987654321');
  await password.fill('Senha@Forte1');
  await offers.check();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');

  // The page is reloaded before the app has arrived; this time, too, the app is held back.
  await page.unroute(entry, never);
  const release = await holdBack(page, entry);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  await expect(name).toHaveValue('Clara Nunes');
  await expect(email).toHaveValue('clara.nunes@exemplo.com.br');
  // Masked as it was typed (the page's own mask), and kept so.
  await expect(phone).toHaveValue('(11) 98765-4321');
  await expect(offers).toBeChecked();
  await expect(password).toHaveValue('');
  // Each label is above what it holds, as for anything typed.
  await expect.poll(() => page.locator('label[for="name"]').evaluate((label) => getComputedStyle(label).transform)).toMatch(/matrix\(0\.75, 0, 0, 0\.75,/);

  release();
  await appReady(page);
  await expect(phone).toHaveValue('(11) 98765-4321');
  await expect(name).toHaveValue('Clara Nunes');
  await expect(offers).toBeChecked();
  // The sign-up's draft (spec §3) has it all, as if typed with the app there; nothing holds the password.
  const draft = () => page.evaluate(() => JSON.parse(localStorage.getItem('user_under_creation') ?? '{}') as Record<string, unknown>);
  await expect.poll(draft).toMatchObject({ name: 'Clara Nunes', email: 'clara.nunes@exemplo.com.br', phoneNumber: '11987654321', acceptsReceiveOffers: true });
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('Senha@Forte1');
  // What the page kept for the reload is the draft's now: forgotten.
  expect(await page.evaluate(() => sessionStorage.getItem('typed_before_app'))).toBeNull();
});

test('a reload puts back what was typed before its first frame, even when the page arrives slowly', async ({ page, context }) => {
  // The app's scripts never come (the page alone keeps what is typed), nor share the slow link below
  // with the page and `/config.js`, which its DOMContentLoaded waits for.
  await page.route(/\/assets\/.+\.js$/, () => undefined);
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: /^Nome completo/ }).fill('Clara Nunes');
  // The next load notes when the start script puts the name back (it marks the field `data-typed`).
  await page.addInitScript(() => {
    new MutationObserver(() => (window.__restoredAt ??= performance.now())).observe(document, { subtree: true, attributeFilter: ['data-typed'] });
  });
  // A connection so slow that the page arrives in pieces: the browser may draw the top of the body
  // before the parser has reached the start script at its end, and a frame of empty fields would show.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 4 * 1024, uploadThroughput: 64 * 1024 });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Clara Nunes');
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const { restoredAt, firstPaint } = await page.evaluate(() => ({
    restoredAt: window.__restoredAt,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(restoredAt, 'the name was put back').toBeDefined();
  expect(restoredAt, 'the name was put back before the first paint').toBeLessThan(firstPaint ?? 0);
});

test("a password link's page names the account before the app arrives: the link's e-mail, else the stored one", async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/password/create/link-qualquer?email=ana.costa%40exemplo.com.br');
  await expect(page.locator('main p').first()).toHaveText('Crie a senha de acesso da conta ana.costa@exemplo.com.br.');

  await seedStorage(page, { email: 'joao.souza@exemplo.com.br' });
  await page.goto('/password/reset/link-qualquer');
  await expect(page.locator('main p').first()).toHaveText('Escolha uma nova senha para a conta joao.souza@exemplo.com.br.');
});

test("a password link whose e-mail was mangled on its way names no account, before the app or after, and says so", async ({ page }) => {
  // An escape cut short (`%zz`), as a mail client may break a link.
  await page.goto('/password/create/link-qualquer?email=%25zz');
  await appReady(page);
  await expect(page.getByRole('alert')).toHaveText(/^Não encontramos o e-mail da sua conta/);
  await expect(page.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/recovery');
  await expect(page.getByText('%zz')).toHaveCount(0);

  await withoutTheApp(page);
  await page.goto('/password/reset/link-qualquer?email=%25zz');
  await expect(page.locator('h1')).toHaveText('Redefinir senha');
  await expect(page.locator('main')).not.toContainText('%zz');
  // Before the app, no sentence naming no one ("…da conta .") and no form whose password could not be
  // sent and would be gone when the app says it found no e-mail: the title alone, until then.
  const sentence = page.getByText(/^Escolha uma nova senha para a conta/);
  await expect(sentence).toBeAttached();
  await expect(sentence).toBeHidden();
  await expect(page.locator('input[autocomplete="new-password"]')).toHaveCount(2);
  await expect(page.locator('input[autocomplete="new-password"]').first()).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
});

test("a password link's e-mail is shown as text, whatever it holds", async ({ page }) => {
  // (An address has no space: markup that needs none.)
  const hostile = '<img/src=x/onerror="window.pwned=1">@exemplo.com';
  await page.goto(`/password/create/link-qualquer?email=${encodeURIComponent(hostile)}`);
  await expect(page.locator('main p').first()).toHaveText(`Crie a senha de acesso da conta ${hostile}.`);
  await appReady(page);
  await expect(page.locator('main p').first()).toHaveText(`Crie a senha de acesso da conta ${hostile}.`);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await page.evaluate(() => Reflect.get(window, 'pwned'))).toBeUndefined();
});

test("what the visit brings wins over the pre-rendered page's defaults: a link's identifier fills the field", async ({ page }) => {
  await page.goto('/login?identifier=52998224725');
  await appReady(page);
  await expect(page.getByRole('textbox', { name: 'E-mail ou CPF' })).toHaveValue('529.982.247-25');
});

test("a slow /config.js holds back no download of the app's code, and the app still runs after it, with its settings", async ({ page }) => {
  const gtmOrigin = 'https://www.googletagmanager.com';
  await runtimeConfig(page, { VITE_GTM_ID: 'GTM-E2E1234' });
  await page.route(`${gtmOrigin}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.gtmStubLoaded = true;' }));
  // The site's settings come late (a slow round trip): the page paints without them, and the
  // app's files are requested after that paint rather than after them.
  const release = await holdBack(page, '**/config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'globalThis.__PORTAL_CONFIG__ = {"VITE_GTM_ID":"GTM-E2E1234"};' }),
  );
  const entry = page.waitForRequest((request) => /\/assets\/index-[\w-]+\.js$/.test(request.url()));
  const reactDom = page.waitForRequest((request) => /\/assets\/react-dom-[\w-]+\.js$/.test(request.url()));
  await page.goto('/register', { waitUntil: 'commit' });
  await entry;
  await reactDom;
  await expect(page.getByRole('textbox', { name: /^Nome completo/ })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');

  // The settings arrive: the app runs after them, and reads them.
  const gtm = page.waitForRequest((request) => request.url().startsWith(`${gtmOrigin}/gtm.js`));
  release();
  await appReady(page);
  expect((await gtm).url()).toBe(`${gtmOrigin}/gtm.js?id=GTM-E2E1234`);
});

test('the pages and the hashed files come precompressed and cached as production serves them', async ({ page }) => {
  await page.goto('/register');
  expect(await documentProtocol(page)).toBe('h2');
  // The app's scripts are requested after the first paint, which can come after `load`.
  await appReady(page);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).nextHopProtocol]),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, protocol] of scripts) expect(protocol).toBe('h2');

  const landing = await page.request.get('/register', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(landing.headers()).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
  const gzipped = await page.request.get('/password/create/link-qualquer', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
  expect(await gzipped.text()).toContain('<div id="root" data-prerendered="">');

  const [script = ''] = scripts[0] ?? [];
  const asset = await page.request.get(script, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers()).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
  // A hashed file of another build is missing, not the app's index.html: an old page sees it fail.
  expect((await page.request.get('/assets/index-de-outro-build.js')).status()).toBe(404);
  expect((await page.request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('a path no page was rendered for gets the app as before', async ({ page }) => {
  const html = await (await page.request.get('/register/success')).text();
  expect(html).toContain('<div id="root"></div>');
  const landing = await (await page.request.get('/register')).text();
  expect(landing).toContain('<div id="root" data-prerendered="">');
});
