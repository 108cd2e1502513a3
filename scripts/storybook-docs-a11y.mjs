// axe on Storybook's docs pages (every component's autodocs page and the MDX guide), which the
// test-runner does not visit: it runs stories only. Each docs entry of the built Storybook's
// index.json is opened in Debian's Chromium, rendered, and checked with axe-core (the copy that
// @storybook/addon-a11y runs on stories, with the same WCAG rules); a violation fails the check.
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const require = createRequire(import.meta.url);
/** axe-core as @storybook/addon-a11y resolves it. */
const AXE_PATH = createRequire(require.resolve('@storybook/addon-a11y/package.json')).resolve('axe-core/axe.min.js');

/** The docs entries of a built Storybook served at `url`; with `paths`, only those whose source file is under one of them. */
export async function docsEntries(url, paths = []) {
  const index = await (await fetch(`${url}/index.json`)).json();
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .filter((entry) => paths.length === 0 || paths.some((p) => entry.importPath.replace(/^\.\//, '').startsWith(p.replace(/^\.\//, ''))));
}

async function checkPage(context, url, entry) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  try {
    await page.goto(`${url}/iframe.html?viewMode=docs&id=${encodeURIComponent(entry.id)}`);
    // A docs page is ready when its title has rendered and nothing more is loading (its stories' code and data).
    await page.locator('#storybook-docs h1').first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.evaluate(() => globalThis.document.fonts.ready);
    await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(async () => {
      const results = await globalThis.axe.run('#storybook-docs', { resultTypes: ['violations'] });
      return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
    });
    return [...errors, ...violations];
  } catch (error) {
    return [...errors, `could not check: ${error.message}`];
  } finally {
    await page.close();
  }
}

/** Runs axe over the docs pages of the Storybook at `url`; returns the number of pages with problems. */
export async function checkDocsA11y(url, paths = []) {
  const entries = await docsEntries(url, paths);
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  let failed = 0;
  try {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const queue = [...entries];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const problems = await checkPage(context, url, entry);
        if (problems.length > 0) failed += 1;
        console.log(`${problems.length === 0 ? '✔' : '✖'} docs ${entry.title} › ${entry.name}`);
        for (const problem of problems) console.log(`    ${problem}`);
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
  }
  console.log(`docs pages: ${entries.length - failed} passed axe, ${failed} failed`);
  return failed;
}
