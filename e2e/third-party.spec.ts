import { expect, test } from '@playwright/test';
import { chunkOf, runtimeConfig } from './helpers';

const gtmOrigin = 'https://www.googletagmanager.com';

test('nothing configured: every request stays on the portal, no tag manager', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const path of ['/', '/register', '/password/create/demo-criar-senha', '/caminho/que/nao/existe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const origins = new Set(requests.filter((url) => !url.startsWith('data:')).map((url) => new URL(url).origin));
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  expect(await page.locator(`script[src^="${gtmOrigin}"]`).count()).toBe(0);
});

test('the tag manager loads when a site configures its id at run time', async ({ page }) => {
  await runtimeConfig(page, { VITE_GTM_ID: 'GTM-E2E1234' });
  // The browser never reaches Google from a test: the container is a stub served here.
  await page.route(`${gtmOrigin}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.gtmStubLoaded = true;' }));
  const gtm = page.waitForRequest((request) => request.url().startsWith(`${gtmOrigin}/gtm.js`));
  await page.goto('/');
  expect((await gtm).url()).toBe(`${gtmOrigin}/gtm.js?id=GTM-E2E1234`);
  await expect.poll(() => page.evaluate(() => Reflect.get(window, 'gtmStubLoaded'))).toBe(true);
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event));
  expect(events).toContain('gtm.js');
});

test('a malformed tag manager id is ignored', async ({ page }) => {
  const gtmRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(gtmOrigin)) gtmRequests.push(request.url());
  });
  await runtimeConfig(page, { VITE_GTM_ID: 'GTM-"><script>' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  expect(gtmRequests).toEqual([]);
});

test('performance metrics reach the dataLayer, without personal data', async ({ page }) => {
  await page.goto('/password/create/demo-criar-senha?email=ana.costa%40exemplo.com.br');
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'web_vitals').map((e) => (e as { metric_name: string }).metric_name)))
    .toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  const pushed = await page.evaluate(() => JSON.stringify(window.dataLayer));
  expect(pushed).not.toContain('ana.costa');
  expect(pushed).not.toContain('demo-criar-senha');
});

test("the first input's delay (FID, which the spec names beside CLS, FCP, LCP and TTFB) reaches the dataLayer once", async ({ page }) => {
  await page.goto('/login');
  const identifier = page.getByRole('textbox', { name: /^E-mail ou CPF/ });
  await identifier.click();
  await page.keyboard.type('maria');
  const fid = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => {
        const pushed = e as { event?: string; metric_name?: string };
        return pushed.event === 'web_vitals' && pushed.metric_name === 'FID';
      }),
    );
  await expect.poll(async () => (await fid()).length).toBe(1);
  const [metric] = (await fid()) as { metric_value: number; metric_rating: string }[];
  expect(metric?.metric_value).toBeGreaterThanOrEqual(0);
  expect(['good', 'needs-improvement', 'poor']).toContain(metric?.metric_rating);
});

test('a page view names the analytics page title and the route pattern, never the URL', async ({ page }) => {
  await page.goto('/recovery/profile?cpf=52998224725');
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha pelo CPF' })).toBeVisible();
  const views = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view'));
  expect(views).toEqual([{ event: 'page_view', page_title: 'recovery/profile', page_path: '/recovery/profile' }]);
});

test('a page that needs a session sends no page view to a signed-out visitor it turns away', async ({ page }) => {
  await page.goto('/personal-informations/pdv');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar', exact: true })).toBeVisible();
  const views = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view'));
  expect(views).toEqual([]);
});

test('the home page does not download Relay; a screen that calls the API does', async ({ page }) => {
  const relayChunk = chunkOf('src/app/RelayLayout.tsx');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  expect(scripts).not.toContain(`/${relayChunk}`);
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  expect(scripts).toContain(`/${relayChunk}`);
});
