// The package in the Next.js App Router example (examples/next-app-router), installed from the packed
// tarball: `next build` compiles its server and client graphs (a module that needs the client without
// 'use client' fails it) and pre-renders the page; `next start` serves it, and Debian's Chromium checks
// what a visitor gets: styled fields in the server's HTML, a hydration without a warning, and a CPF
// field that masks and checks what is typed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { copyExample } from './package-examples.mjs';
import { freePort, run, start, waitFor } from './run.mjs';

/** Copies the example into `dir`, with the package taken from the tarball at `tarballSpec`. */
export function writeNextConsumer(dir, options) {
  copyExample('next-app-router', dir, options);
}

const nextEnv = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** Runs `next build` in `dir` and checks the pre-rendered page; returns a list of problems. */
export async function buildNextConsumer(dir) {
  const code = await run(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], { cwd: dir, env: nextEnv });
  if (code !== 0) return ['next build failed'];
  const page = path.join(dir, '.next', 'server', 'app', 'index.html');
  if (!existsSync(page)) return ['next build wrote no pre-rendered page for /'];
  const html = readFileSync(page, 'utf8');
  const expected = ['Crie sua conta', 'CPF do titular', 'id="identity"', 'id="password"', 'Criar conta', '12.ABC.345/01DE-35'];
  const problems = expected.filter((text) => !html.includes(text)).map((text) => `the page Next.js pre-rendered lacks ${text}`);
  // The client form's password field starts the strength estimator's worker: the build serves its file.
  const served = readdirSync(path.join(dir, '.next', 'static'), { recursive: true }).map(String);
  if (!served.some((file) => /passwordEstimator\.worker-/.test(path.basename(file)))) problems.push("the client build does not serve the strength estimator's worker");
  return problems;
}

/**
 * Every emotion class in the server's HTML has its rules in the HTML too (in a `<style data-emotion="mui …">`
 * that MUI's `AppRouterCacheProvider` inserts), and the fields have some: the page paints styled before any
 * JavaScript runs. (In production emotion's classes are `mui-<hash>`; MUI's own `MuiInputBase-root` names
 * the fields.) Returns a list of problems.
 */
export function unstyledClasses(html) {
  const inserted = new Set([...html.matchAll(/<style[^>]*data-emotion="mui ([^"]*)"/g)].flatMap(([, names]) => names.split(' ')));
  const classLists = [...html.matchAll(/class="([^"]*)"/g)].map(([, classes]) => classes.split(/\s+/));
  const emotionClasses = (classes) => classes.filter((name) => /^mui-[\w-]+$/.test(name));
  const problems = [];
  const fields = classLists.filter((classes) => classes.includes('MuiInputBase-root'));
  if (fields.length === 0 || fields.some((classes) => emotionClasses(classes).length === 0)) problems.push('the server HTML has no emotion-styled field (a MuiInputBase-root without a mui-… class)');
  const missing = [...new Set(classLists.flatMap(emotionClasses))].filter((name) => !inserted.has(name.slice('mui-'.length)));
  if (missing.length > 0) problems.push(`the server HTML uses classes whose styles it does not carry (a flash of unstyled fields): ${missing.slice(0, 5).join(', ')}`);
  return problems;
}

/** Serves the built example with `next start` and checks it in Chromium; returns a list of problems. */
export async function serveAndCheckNextConsumer(dir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = start(path.join(dir, 'node_modules', '.bin', 'next'), ['start', '--hostname', '127.0.0.1', '--port', String(port)], { cwd: dir, env: nextEnv });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    await waitFor(origin, 120_000);
    const problems = unstyledClasses(await (await fetch(origin)).text());
    const tab = await browser.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`browser console.${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => problems.push(`browser error: ${error.message}`));
    tab.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.url()} answered ${response.status()}`);
    });
    await tab.goto(origin);
    const cpf = tab.locator('#identity');
    // Hydrated: React has taken the server's input over (it keys its own data on the element). Typing before
    // that would go to a plain input, as it would for a person on a slow phone, which is not what this checks.
    await tab.waitForFunction((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')), await cpf.elementHandle(), { timeout: 120_000 });
    await cpf.pressSequentially('52998224724');
    const shown = await cpf.inputValue();
    if (shown !== '529.982.247-24') problems.push(`the CPF field shows "${shown}" for 52998224724, not "529.982.247-24"`);
    await cpf.press('Tab');
    const flagged = await tab.locator('#identity[aria-invalid="true"]').waitFor({ timeout: 60_000 }).then(() => true, () => false);
    // What a screen reader says after the name: the field's description (its hint, then its error).
    const description = await cpf.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => input.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));
    if (!flagged || !description.includes('CPF inválido')) problems.push(`an invalid CPF, once the field is left, is not flagged 'CPF inválido' (the field says "${description}")`);
    return problems;
  } finally {
    await browser.close();
    server.stop();
  }
}
