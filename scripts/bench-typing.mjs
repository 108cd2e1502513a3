/* global window, document, requestAnimationFrame -- code passed to page.evaluate runs in the page */
// Typing latency: types 11 digits into CpfField and PhoneField, in their Storybook stories and, given
// an app build (--dist), into the sign-up form of /register served by nginx (scripts/nginx.mjs): its
// name, e-mail, CPF and phone, and a new password into a password link, with pauses; in Debian's
// Chromium with 4× CPU throttling. Reports per-keystroke latency from keydown to the next paint
// (median, p95, max) over every keystroke, and the main thread's work per key.
// A benchmark, not a test: it reports and fails only when a key is dropped.
// Flags: --no-build (reuse the Storybook build), --rounds N (default 10 → 110 keystrokes a field),
// --out DIR (build into and serve DIR instead of storybook-static), --dist DIR (also type into that
// app build's /register), --json FILE (default bench/results/typing.json). `npm run bench` runs it
// as one of its parts, with its app build.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, run, start, waitFor } from './run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rounds = Number(option('--rounds', 10)) || 10;
const out = option('--out', 'storybook-static');
const jsonFile = option('--json', 'bench/results/typing.json');
const appDist = option('--dist', null);
const executablePath = requireChromium();
if (!args.includes('--no-build')) {
  const code = await run('storybook', ['build', '--quiet', '-o', out], { env: { STORYBOOK_DISABLE_TELEMETRY: '1' } });
  if (code !== 0) process.exit(code);
}

const cpf = { text: '52998224725', shown: '529.982.247-25' };
const phone = { text: '11987654321', shown: '(11) 98765-4321' };
const fields = [
  { component: 'CpfField', ...cpf },
  { component: 'PhoneField', ...phone },
];
const appFields = [
  { name: '/register name', selector: 'input[name="name"]', text: 'Ana Maria Souza', shown: 'Ana Maria Souza' },
  { name: '/register email', selector: 'input[name="email"]', text: 'ana@exemplo.com', shown: 'ana@exemplo.com' },
  { name: '/register CPF', selector: 'input[name="identity"]', ...cpf },
  { name: '/register phone', selector: 'input[name="phoneNumber"]', ...phone },
  // A new password typed as people type one, pausing now and then (for a symbol, a digit): each pause
  // lets the strength meter estimate it, and the key after the pause meets whatever that estimate holds.
  {
    name: 'password link',
    path: '/password/create/bench-digitacao?email=ana.costa%40exemplo.com.br',
    selector: 'input[name="password"]',
    text: 'Jabuticaba#Pedal7Quintal',
    shown: 'Jabuticaba#Pedal7Quintal',
    pauseEvery: 6,
  },
];

/** How long a person pauses while typing a password: longer than the strength meter's wait (300 ms). */
const PASSWORD_PAUSE_MS = 700;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = start('http-server', [out, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1']);
// The app's build, served as production serves it (the mock backend on /graphql), when one is given.
const app = appDist ? await startNginx({ dist: resolve(appDist), port: await freePort() }) : null;
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_ARGS, ...(app ? [`--ignore-certificate-errors-spki-list=${app.spki}`] : [])],
});
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const version = browser.version();
const results = [];
let dropped = false;

/**
 * Types `field.text` into `input` `rounds` times at 4× CPU (the field emptied first), and records the
 * latency of each key, from its keydown to the next paint, and whether the field ended with `field.shown`.
 */
async function measureTyping(page, input, field) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__latencies = [];
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key.length !== 1) return;
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
      },
      true,
    );
  });
  // The main thread's work over the rounds (CDP's task and script time, throttled): per key, it holds
  // none of the wait for the next frame that the latency holds, so it compares builds with less noise.
  await cdp.send('Performance.enable');
  const work = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));
  const before = await work();
  const values = [];
  for (let round = 0; round < rounds; round += 1) {
    await input.fill('');
    await input.click();
    if (field.pauseEvery) {
      for (let at = 0; at < field.text.length; at += field.pauseEvery) {
        await page.keyboard.type(field.text.slice(at, at + field.pauseEvery), { delay: 40 });
        await page.waitForTimeout(PASSWORD_PAUSE_MS);
      }
    } else await page.keyboard.type(field.text, { delay: 40 });
    values.push(await input.inputValue());
  }
  await page.waitForTimeout(300);
  const after = await work();
  const keys = rounds * field.text.length;
  const latencies = (await page.evaluate(() => window.__latencies)).sort((a, b) => a - b);
  const wrong = values.filter((v) => v !== field.shown).length;
  if (wrong > 0) dropped = true;
  results.push({
    field: field.name,
    keystrokes: latencies.length,
    medianMs: Number(percentile(latencies, 50).toFixed(1)),
    p95Ms: Number(percentile(latencies, 95).toFixed(1)),
    maxMs: Number(latencies[latencies.length - 1].toFixed(1)),
    roundsWithWrongValue: wrong,
    taskMsPerKey: Number((((after.TaskDuration - before.TaskDuration) * 1000) / keys).toFixed(1)),
    scriptMsPerKey: Number((((after.ScriptDuration - before.ScriptDuration) * 1000) / keys).toFixed(1)),
  });
}

try {
  await waitFor(`${base}/index.json`);
  const index = await (await fetch(`${base}/index.json`)).json();
  for (const field of fields) {
    const entry = Object.values(index.entries).find((e) => e.type === 'story' && e.title.endsWith(`/${field.component}`) && e.name === 'Default');
    if (!entry) throw new Error(`no Default story for ${field.component}`);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=story`);
    const input = page.locator('#storybook-root input').first();
    await input.waitFor();
    // The story is done before the typing starts: its play function, then the a11y addon's axe run
    // (the render's last phase, `afterEach`). Keys typed while axe still runs wait for it, and the
    // latency would measure axe's time, not the field's.
    await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', null, { timeout: 60_000 });
    await measureTyping(page, input, { ...field, name: field.component });
    await page.close();
  }
  // The same fields in the sign-up form, as a person types into them: each key also goes through the
  // form (its checking, the draft saved), with the rest of the screen around the field.
  for (const field of app ? appFields : []) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${app.url}${field.path ?? '/register'}`);
    // The app has taken the pre-rendered page over, and every part of it has hydrated (the phone's part last).
    await page.waitForFunction(() => document.querySelector('#root') !== null && !document.querySelector('#root[data-prerendered]'), null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const input = page.locator(field.selector);
    await measureTyping(page, input, field);
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
  await app?.close();
}

console.log(`\nTyping latency, keydown → next paint, Chromium ${version} with 4× CPU throttling`);
console.log('field            keystrokes  median   p95      max      wrong values  main thread per key (script)');
for (const r of results) {
  console.log(`${r.field.padEnd(16)} ${String(r.keystrokes).padEnd(11)} ${`${r.medianMs} ms`.padEnd(8)} ${`${r.p95Ms} ms`.padEnd(8)} ${`${r.maxMs} ms`.padEnd(8)} ${String(r.roundsWithWrongValue).padEnd(13)} ${r.taskMsPerKey} ms (${r.scriptMsPerKey} ms)`);
}
mkdirSync(dirname(jsonFile), { recursive: true });
writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), chromium: version, cpuThrottling: 4, results }, null, 2) + '\n');
console.log(`\nwritten to ${jsonFile}`);
if (dropped) {
  console.error('a typed value came out wrong: a key was dropped or misplaced');
  process.exit(1);
}
