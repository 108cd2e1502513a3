// The static Storybook (`npm run build-storybook`) is the package's component reference, and a deploy
// serves it under a path of its own choosing (docs/package.md, "The component reference"). Storybook's
// build links its assets relatively, so it works there as it is; this serves a build under a sub-path
// only (nothing at the server's root) and proves it:
// - `serveUnderSubPath(dir)`: the build of `dir` at http://127.0.0.1:PORT/design-system/, for the
//   test-runner and the docs pages' axe check (scripts/storybook-tests.mjs runs them all there);
// - `checkManagerUnderSubPath(url)`: Storybook's own page (the manager, which the test-runner never opens)
//   shows a docs page and a story in its preview frame, and no request leaves the sub-path.
// Run alone after a build: `node scripts/storybook-subpath.mjs [storybook-static]`.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { freePort, start, waitFor } from './run.mjs';

/** The sub-path the tests serve the static Storybook under (any other works the same). */
export const SUB_PATH = '/design-system';

/** Serves the build in `dir` under SUB_PATH alone; returns its URL (no trailing slash) and `stop()`. */
export async function serveUnderSubPath(dir) {
  // A folder whose only entry is the sub-path, a link to the build: the server's root has nothing else,
  // so an asset asked for at the root is a 404.
  const root = mkdtempSync(path.join(tmpdir(), 'storybook-subpath-'));
  symlinkSync(path.resolve(dir), path.join(root, SUB_PATH.slice(1)), 'dir');
  const port = await freePort();
  const server = start('http-server', [root, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1']);
  const url = `http://127.0.0.1:${port}${SUB_PATH}`;
  const stop = () => {
    server.stop();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/index.json`);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/** Storybook's page under `url` (a sub-path) shows a docs page and a story; returns the problems found. */
export async function checkManagerUnderSubPath(url) {
  const { pathname } = new URL(url);
  const problems = [];
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    page.on('request', (request) => {
      const target = new URL(request.url());
      if (target.host === new URL(url).host && !target.pathname.startsWith(`${pathname}/`)) problems.push(`asked outside ${pathname}/: ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });
    const preview = page.frameLocator('#storybook-preview-iframe');
    await page.goto(`${url}/?path=/docs/guide-getting-started--docs`);
    await preview.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor({ timeout: 120_000 });
    await page.goto(`${url}/?path=/story/components-form-cpffield--default`);
    await preview.getByRole('textbox', { name: /^CPF/ }).waitFor({ timeout: 120_000 });
  } catch (error) {
    problems.push(`could not show the page: ${error.message}`);
  } finally {
    await browser.close();
  }
  console.log(`${problems.length === 0 ? '✔' : '✖'} Storybook's page under ${pathname}/ shows a docs page and a story`);
  for (const problem of problems) console.log(`    ${problem}`);
  return problems.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, stop } = await serveUnderSubPath(process.argv[2] ?? 'storybook-static');
  let failed = 1;
  try {
    failed = await checkManagerUnderSubPath(url);
  } finally {
    stop();
  }
  process.exit(failed > 0 ? 1 : 0);
}
