/* global window, document, MutationObserver -- code passed to the page runs there */
// What a first visit to a route downloads, in Chromium with an empty cache: the JS, CSS and fonts
// requested before the form is visible (its first input shown; a hidden username input for password
// managers does not count), those requested by the time the network is idle, and those requested
// once the person first interacts (focus in the first field). Sizes come from the built files (raw, gzip -9, brotli -q11), so they do not move
// between runs; the time to the visible form is reported as well, and that one does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedSizes } from '../precompress.mjs';

function kindOf(pathname) {
  if (/\.m?js$/.test(pathname)) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  if (/\.woff2?$/.test(pathname)) return 'font';
  return null;
}

function total(entries) {
  const sum = { requests: 0, raw: 0, gzip: 0, brotli: 0 };
  const byKind = {};
  for (const entry of entries) {
    for (const target of [sum, (byKind[entry.kind] ??= { requests: 0, raw: 0, gzip: 0, brotli: 0 })]) {
      target.requests += 1;
      target.raw += entry.raw;
      target.gzip += entry.gzip;
      target.brotli += entry.brotli;
    }
  }
  return { ...sum, byKind, files: entries.map((entry) => entry.path) };
}

// Runs in the page before its own scripts: notes the moment the form's first visible input is in the
// DOM (a MutationObserver fires before the next paint), so requests are classified by their start
// time in the page rather than by when a polling test runner happens to notice the form.
function watchForm() {
  const selector = 'form input:not([hidden]):not([type=hidden])';
  const check = () => {
    if (window.__formVisibleAt === undefined) {
      const input = document.querySelector(selector);
      if (!input || !input.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      window.__formVisibleAt = performance.now();
    }
    // A pre-rendered page (build/prerenderPlugin.ts) shows the form before the app runs; it works once the
    // app has hydrated it and taken it over (#root no longer marked data-prerendered).
    if (document.querySelector('#root[data-prerendered]')) return false;
    window.__formReadyAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Loads `url` once in a fresh context of `browser` and returns the two snapshots. */
export async function measureLoad(browser, { url, dist, idleMs = 1500 }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.addInitScript(watchForm);
  const origin = new URL(url).origin;
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__formReadyAt !== undefined, null, { timeout: 60000 });
  await page.waitForLoadState('networkidle');
  // Work scheduled on idle (or after the first paint) may start late: give it time, then wait again.
  await page.waitForTimeout(idleMs);
  await page.waitForLoadState('networkidle');
  const loadedAt = await page.evaluate(() => performance.now());
  // Then the first interaction (focus in the first field), which fetches what the page keeps for it.
  await page.locator('form input:not([hidden]):not([type=hidden])').first().focus();
  await page.waitForTimeout(idleMs);
  await page.waitForLoadState('networkidle');
  const { formVisibleAt, formReadyAt, resources, layoutShift, fontsLoaded } = await page.evaluate(
    () =>
      new Promise((resolvePromise) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(
          () =>
            resolvePromise({
              formVisibleAt: window.__formVisibleAt,
              formReadyAt: window.__formReadyAt,
              resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime, type: entry.initiatorType })),
              layoutShift: sum,
              fontsLoaded: [...document.fonts].filter((font) => font.status === 'loaded').map((font) => `${font.family} ${font.weight}`),
            }),
          100,
        );
      }),
  );
  await context.close();
  const seen = [];
  const sizes = new Map();
  for (const resource of resources) {
    const { pathname, origin: resourceOrigin } = new URL(resource.name);
    const kind = kindOf(pathname);
    if (!kind || resourceOrigin !== origin) continue;
    if (!sizes.has(pathname)) sizes.set(pathname, compressedSizes(readFileSync(join(dist, pathname))));
    seen.push({ path: pathname, kind, beforeForm: resource.startTime < formVisibleAt, beforeReady: resource.startTime < formReadyAt, beforeInteraction: resource.startTime < loadedAt, ...sizes.get(pathname) });
  }
  return {
    url,
    formVisibleMs: Math.round(formVisibleAt),
    formReadyMs: Math.round(formReadyAt),
    layoutShift: Number(layoutShift.toFixed(4)),
    fontsLoaded,
    beforeForm: total(seen.filter((entry) => entry.beforeForm)),
    beforeReady: total(seen.filter((entry) => entry.beforeReady)),
    afterLoad: total(seen.filter((entry) => entry.beforeInteraction)),
    afterInteraction: total(seen),
  };
}
