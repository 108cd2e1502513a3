// Server rendering and hydration of every exported component, from the packed package: the
// gallery (scripts/package-consumers/hydration) is rendered with react-dom/server in Node, where
// touching `window` or `document` during render throws, then hydrated in Debian's Chromium in
// React's development build, which reports every mismatch. Any console warning or error, on either
// side, fails the check, and so does a field that does not work once hydrated.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

/** Every export of the package that is a React component (a function or an exotic component object with a capitalised name). */
export function componentExports(module) {
  return Object.entries(module)
    .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)))
    .map(([name]) => name)
    .sort();
}

/** Runs `fn` with console.error and console.warn recorded instead of printed; returns its result and what was recorded. */
async function recordingConsole(fn) {
  const recorded = [];
  const { error, warn } = console;
  console.error = (...args) => recorded.push(`console.error: ${args.map(String).join(' ')}`);
  console.warn = (...args) => recorded.push(`console.warn: ${args.map(String).join(' ')}`);
  try {
    return { result: await fn(), recorded };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/**
 * `consumer` is an app folder with the tarball and the peers installed and the gallery in
 * `src/hydration`. Returns a list of problems (empty when all is well) and what it measured.
 */
export async function checkHydration(consumer) {
  const problems = [];
  /** The package as installed in the consumer. */
  const shipped = path.join(consumer, 'node_modules', '@programa', 'cadastro-sso', 'dist-lib');
  const out = path.join(consumer, 'hydration-build');
  mkdirSync(out, { recursive: true });
  const common = { absWorkingDir: consumer, bundle: true, format: 'esm', jsx: 'automatic', logLevel: 'warning', target: 'es2022' };
  await build({ ...common, entryPoints: ['src/hydration/server.tsx'], outfile: path.join(out, 'server.mjs'), platform: 'node', packages: 'external' });
  await build({
    ...common,
    entryPoints: ['src/hydration/client.tsx'],
    outfile: path.join(out, 'client.js'),
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"development"' },
  });

  const server = await import(pathToFileURL(path.join(out, 'server.mjs')).href);
  const { result: html, recorded } = await recordingConsole(() => server.renderGallery());
  problems.push(...recorded.map((line) => `server render: ${line}`));
  if (!html.includes('Crie sua conta')) problems.push('server render: the gallery rendered without its heading');

  const exported = componentExports(server.packageExports);
  const missing = exported.filter((name) => !server.rendered.includes(name));
  if (missing.length > 0) problems.push(`the gallery does not render these exported components: ${missing.join(', ')}`);

  const page = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Hidratação</title></head><body><div id="root">${html}</div><script type="module" src="/client.js"></script></body></html>`;
  const client = readFileSync(path.join(out, 'client.js'));
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`browser console.${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => problems.push(`browser error: ${error.message}`));
    await tab.route('http://pacote.test/**', (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: page });
      if (url.pathname === '/client.js') return route.fulfill({ contentType: 'text/javascript', body: client });
      // The strength estimator's worker, where the package's `new URL('../assets/…', import.meta.url)`
      // points from the bundle: served as it was shipped, as a bundler that copies it serves it.
      if (/^\/assets\/passwordEstimator\.worker-[\w-]+\.js$/.test(url.pathname)) {
        return route.fulfill({ contentType: 'text/javascript', body: readFileSync(path.join(shipped, 'assets', path.basename(url.pathname))) });
      }
      return route.fulfill({ status: 404, body: '' });
    });
    await tab.goto('http://pacote.test/');
    await tab.waitForFunction(() => globalThis.hydration?.done === true, null, { timeout: 120_000 });
    const recoverable = await tab.evaluate(() => globalThis.hydration.recoverable);
    problems.push(...recoverable.map((error) => `hydration: ${error}`));
    // Hydrated means working: the CPF field masks what is typed.
    await tab.locator('#cpf').pressSequentially('52998224725');
    const shown = await tab.locator('#cpf').inputValue();
    if (shown !== '529.982.247-25') problems.push(`after hydration the CPF field shows "${shown}" for 52998224725, not "529.982.247-25"`);
    // …and the strength meter estimates in the package's own worker, as shipped.
    const workerStarted = tab.waitForEvent('worker', { timeout: 60_000 }).then(
      // Started, and running: its script loaded (a worker whose script fails is closed, and evaluates nothing).
      async (worker) => /\/assets\/passwordEstimator\.worker-[\w-]+\.js$/.test(worker.url()) && (await worker.evaluate(() => 'running').catch(() => null)) === 'running',
      () => false,
    );
    await tab.locator('#password').pressSequentially('Senha@123');
    if (!(await workerStarted)) problems.push("the strength estimator's worker did not start");
    const verdict = await tab.getByText('Esta é uma senha muito comum.').waitFor({ timeout: 60_000 }).then(() => true, () => false);
    if (!verdict) problems.push('the strength meter gave no verdict for Senha@123');
  } finally {
    await browser.close();
  }
  return { problems, components: exported.length, htmlBytes: Buffer.byteLength(html) };
}
