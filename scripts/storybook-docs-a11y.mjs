// axe on Storybook's docs pages (every component's and screen's autodocs page and the MDX guide), which the
// test-runner does not visit: it runs stories only. Each docs entry of the built Storybook's
// index.json is opened in Debian's Chromium, rendered, and checked with axe-core (the copy that
// @storybook/addon-a11y runs on stories, with the same WCAG rules); a violation fails the check.
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const require = createRequire(import.meta.url);
/** axe-core as @storybook/addon-a11y resolves it. */
const AXE_PATH = createRequire(require.resolve('@storybook/addon-a11y/package.json')).resolve('axe-core/axe.min.js');

/**
 * Whose docs pages are checked by default: the design system's, the Guide's and the app's screens'
 * (each shows its main state, and links to the others: .storybook/preview.tsx's DocsPage).
 */
export const DEFAULT_DOCS_PATHS = ['src/components', 'src/docs', 'src/screens'];

/** The docs entries of a built Storybook served at `url` whose source file is under one of `paths`. */
export async function docsEntries(url, paths = DEFAULT_DOCS_PATHS) {
  const index = await (await fetch(`${url}/index.json`)).json();
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .filter((entry) => paths.some((p) => entry.importPath.replace(/^\.\//, '').startsWith(p.replace(/^\.\//, ''))));
}

/**
 * Runs in the docs page before Storybook: listens on its channel as Storybook creates it, defines
 * `__showDocs(id)`, which asks the preview to show another docs entry as the manager does (its
 * `setCurrentStory`), and `__docsRendered(id)`, true once that docs page has rendered and every story
 * shown inline on it has rendered. A story that fails to render never does: its page is then reported
 * as not checked.
 */
function listenToStorybook() {
  const rendered = new Set();
  let docs = null;
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      value.on('docsRendered', (id) => (docs = id));
      value.on('storyRendered', (id) => rendered.add(id));
    },
  });
  globalThis.__showDocs = (id) => {
    docs = null;
    rendered.clear();
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
  };
  /** A story block's id is `story--<story id>`, `--primary` after it for the page's first. */
  const storyOf = (block) => block.id.replace(/^story--/, '').replace(/--primary$/, '');
  globalThis.__docsRendered = (id) =>
    docs === id &&
    [...globalThis.document.querySelectorAll('#storybook-docs [data-story-block]')]
      .filter((block) => !block.querySelector('iframe'))
      .every((block) => rendered.has(storyOf(block)));
}

/** A page of Storybook's preview, ready to show docs entries one after another (`checkPage`). */
async function openPreview(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.addInitScript(listenToStorybook);
  return { page, errors, loaded: false };
}

/**
 * axe on one docs entry. The preview's first entry is loaded with the page; the next ones are shown
 * in the same preview, as the manager switches pages (loading Storybook's preview anew for each of 33
 * pages was most of this check's time). A page that cannot be checked so is tried once more in a
 * preview of its own (`checkDocsA11y`).
 */
async function checkPage(preview, url, entry) {
  const { page, errors } = preview;
  errors.length = 0;
  try {
    if (preview.loaded) await page.evaluate((id) => globalThis.__showDocs(id), entry.id);
    else await page.goto(`${url}/iframe.html?viewMode=docs&id=${encodeURIComponent(entry.id)}`);
    preview.loaded = true;
    // A docs page is ready when Storybook says it has rendered it and each story shown inline on it:
    // its `docsRendered`, and each story's `storyRendered`, which comes after the story's loaders,
    // render and animations (the frames' own documents are the test-runner's, when it visits them)…
    await page.waitForFunction((id) => globalThis.__docsRendered?.(id), entry.id, { timeout: 120_000, polling: 100 });
    await page.locator('#storybook-docs h1').first().waitFor({ timeout: 60_000 });
    // …each story shown in a frame of its own has loaded, and so have the fonts. (Playwright's
    // 'networkidle' is not awaited: a docs page re-creates its story frames while they load, and the
    // requests of a removed frame are never counted as finished, so that state may never come.)
    await page.waitForLoadState('load', { timeout: 120_000 });
    for (const frame of page.frames()) await frame.waitForLoadState('load', { timeout: 120_000 }).catch(() => undefined);
    await page.evaluate(() => globalThis.document.fonts.ready);
    if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(async () => {
      // A story shown in a frame of its own (a whole page, such as Layout's) is its own document, which
      // the test-runner checks when it visits that story: axe here checks the docs document.
      const results = await globalThis.axe.run('#storybook-docs', { resultTypes: ['violations'], iframes: false });
      return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
    });
    return [...errors, ...violations];
  } catch (error) {
    return [...errors, `could not check: ${error.message}`];
  }
}

/** Runs axe over the docs pages of the Storybook at `url`; returns the number of pages with problems. */
export async function checkDocsA11y(url, paths = DEFAULT_DOCS_PATHS) {
  const entries = await docsEntries(url, paths);
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  let failed = 0;
  try {
    const queue = [...entries];
    // A context for each worker: each has its own registration of the mock backend's service worker,
    // so that a page loading in one is never taken over by the worker another page is updating. With one
    // context shared, a page now and then could not be checked until its timeouts ran out (then passed
    // when tried again), minutes lost to a wait for nothing.
    const worker = async () => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      let preview = await openPreview(context);
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        let problems = await checkPage(preview, url, entry);
        // A page that could not be checked at all (the service worker of the mock backend taking over
        // mid-load, or failing to update while another page registers it: "Failed to update a
        // ServiceWorker … mockServiceWorker.js", seen once in a full run; a timeout on a loaded machine)
        // is tried once more, in a preview loaded for it alone; violations are never retried.
        const unchecked = (problem) => problem.startsWith('could not check') || /ServiceWorker .*mockServiceWorker\.js/.test(problem);
        if (problems.some(unchecked)) {
          // Said, so that what keeps a page from being checked can be found.
          console.log(`  tried again: docs ${entry.title} › ${entry.name}: ${problems.filter(unchecked).join('; ')}`);
          await preview.page.close();
          preview = await openPreview(context);
          problems = await checkPage(preview, url, entry);
        }
        if (problems.length > 0) failed += 1;
        console.log(`${problems.length === 0 ? '✔' : '✖'} docs ${entry.title} › ${entry.name}`);
        for (const problem of problems) console.log(`    ${problem}`);
      }
      await context.close();
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
  }
  console.log(`docs pages: ${entries.length - failed} passed axe, ${failed} failed`);
  return failed;
}
