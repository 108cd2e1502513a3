import { expect, test, type Page } from '@playwright/test';
import { appReady } from './helpers';

declare global {
  interface Window {
    __shifts?: number[];
    __fontLoads?: number;
  }
}

// Roboto, the theme's font, is declared by the app once its code is here (src/services/fonts.ts): on a
// slow link its files no longer share the link with the code that makes the form work. Until then the
// text shows in the theme's next font (Arial, Helvetica), as it did before while the files downloaded.

const pages = ['/register', '/register/varejo', '/login', '/password/create/link-qualquer?email=ana.costa%40exemplo.com.br'];

const fontFiles = /\/assets\/roboto-[\w-]+\.woff2$/;

/** True once the page shows Roboto: one of its faces has loaded. */
const robotoLoaded = (page: Page) => page.waitForFunction(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Roboto' && face.status === 'loaded'));

/** Where each visible heading, paragraph, label, field and button starts, and how tall it is. */
function positions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root :is(h1, h2, p, label, input, button, fieldset)')]
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" at ${Math.round(box.x)},${Math.round(box.y)}, ${Math.round(box.height)} high`;
      }),
  );
}

test('/register asks for no font file until the app’s code is here, and then shows Roboto, laid out once', async ({ page }) => {
  // Each time the document's fonts start loading, a face was declared before its file was here: the page
  // is laid out again for the declaration (with the next font), then once more when the file arrives.
  await page.addInitScript(() => {
    window.__fontLoads = 0;
    document.fonts.addEventListener('loading', () => (window.__fontLoads = (window.__fontLoads ?? 0) + 1));
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const fontsBeforeTheApp = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length);
  expect(await fontsBeforeTheApp()).toBe(0);

  release();
  await appReady(page);
  await robotoLoaded(page);
  const { fontsStart, codeEnd } = await page.evaluate(() => {
    const start = document.querySelector('script[data-preload]');
    const code = new Set([...(start?.getAttribute('data-preload') ?? '').split(' '), start?.getAttribute('data-app') ?? ''].filter(Boolean).map((href) => new URL(href, location.href).pathname));
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      fontsStart: Math.min(...entries.filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime)),
      codeEnd: Math.max(...entries.filter((entry) => code.has(new URL(entry.name).pathname)).map((entry) => entry.responseEnd)),
    };
  });
  expect(fontsStart).toBeGreaterThanOrEqual(codeEnd);
  // The faces it shows were loaded before they were declared: the page changed to Roboto in one layout.
  expect(await page.evaluate(() => window.__fontLoads)).toBe(0);
  expect(await page.evaluate(() => [...document.fonts].map((face) => `${face.weight} ${face.status}`))).toEqual(['400 loaded', '500 unloaded', '700 loaded']);
});

for (const path of pages) {
  test(`${path.split('?')[0]}: when Roboto arrives, no heading, field, label or button moves`, async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(fontFiles, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) window.__shifts?.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // (Held fonts could hold back `load`.)
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await appReady(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const before = await positions(page);
    const shiftsBefore = await page.evaluate(() => window.__shifts?.length ?? 0);

    release();
    await robotoLoaded(page);
    await page.evaluate(() => document.fonts.ready);
    // Two frames: the text is drawn again in Roboto.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await positions(page)).toEqual(before);
    // A link inside a sentence can move along its line as the words before it change width (on
    // /login, 1 px: 0.00004), which the browser counts as a shift; the page's own limit for a good
    // score is 0.1.
    const shifts = await page.evaluate((from) => window.__shifts?.slice(from) ?? [], shiftsBefore);
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.001);
  });
}
