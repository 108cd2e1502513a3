// `npm run bench`: the performance benchmark of the sign-up, sign-in and create-password pages.
// Builds the production app, serves it the way production does (Debian's nginx with deploy/'s configuration,
// over HTTP/2 and TLS, scripts/nginx.mjs: precompressed brotli or gzip, immutable hashed assets, the
// pre-rendered pages, the mock backend on /graphql) and measures in Debian's Chromium:
//   - per route, on a slow phone (scripts/bench/slowPhone.mjs: slow 4G, 4× slower CPU, cold cache), what a
//     person feels who starts typing as soon as the form shows: when it shows, when it accepts a key,
//     when it works (a typed CPF comes out masked, a password's rules are counted), the keys lost, the
//     long tasks and the scripts requested before it works; N runs, medians;
//   - per route, the JS, CSS and fonts requested before the form is visible, before it works (a
//     pre-rendered page is visible before the app has taken it over), by network idle and
//     after the first interaction (focus in the first field), in bytes as built, gzip and brotli
//     (deterministic), with the request counts;
//   - Lighthouse on its mobile defaults, N runs per route, the median of score, FCP, LCP, TBT, CLS;
//   - typing latency in CpfField and PhoneField, alone and in /register's form, with 4× CPU throttling
//     (scripts/bench-typing.mjs).
// Other builds (`--compare NAME=DIR`, e.g. of an older commit) are served by their own nginx and measured
// in the same loop: run 1 of every build, then run 2…, so that the machine's load falls on all alike.
// It prints one report and writes it as JSON to bench/results/. A benchmark, not a test: timings
// never fail it (only a broken build, server or browser does, or a key dropped while typing).
//
// Flags: --runs N (slow-phone and Lighthouse runs per route and build, default 5), --routes
// register,login,password (default all three), --compare NAME=DIR (repeatable), --skip-lighthouse,
// --skip-slow-phone, --skip-typing, --type-on (the slow-phone person then goes on to another field and
// types on until the app has the page, so that keys meet its start-up; counted as typed on and lost), --no-build (reuse the last builds in node_modules/.cache/bench/),
// --dist DIR and --storybook DIR (measure those builds as they are), --label NAME (also writes
// bench/results/NAME.json, e.g. "before").
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { measureLoad } from './bench/load.mjs';
import { lighthouseRun, lighthouseSummary, median } from './bench/lighthouse.mjs';
import { ROUTES, TYPING } from './bench/routes.mjs';
import { measureSlowPhone, SLOW_PHONE } from './bench/slowPhone.mjs';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { requireNginx, startNginx } from './nginx.mjs';
import { freePort, run } from './run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Math.max(1, Number(option('--runs', 5)) || 5);
const routeNames = option('--routes', Object.keys(ROUTES).join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of routeNames) {
  if (!ROUTES[name]) {
    console.error(`unknown route "${name}"; known: ${Object.keys(ROUTES).join(', ')}`);
    process.exit(2);
  }
}
const skipLighthouse = args.includes('--skip-lighthouse');
const skipTyping = args.includes('--skip-typing');
const typeOn = args.includes('--type-on');
const skipSlowPhone = args.includes('--skip-slow-phone');
const compared = args
  .flatMap((arg, index) => (arg === '--compare' ? [args[index + 1] ?? ''] : []))
  .map((value) => {
    const [name, dir] = value.split('=');
    if (!name || !dir || !existsSync(join(dir, 'index.html'))) {
      console.error(`--compare NAME=DIR: "${value}" is not a name and a build folder`);
      process.exit(2);
    }
    return { name, dist: resolve(dir) };
  });
// A given --dist or --storybook is measured as it is (e.g. an older build, for a before/after).
const build = !args.includes('--no-build') && !args.includes('--dist');
const buildStorybook = !args.includes('--no-build') && !args.includes('--storybook');
const label = option('--label', null);

// Outside what ESLint, Vitest and relay-compiler look at, like Vite's own cache.
const work = resolve('node_modules/.cache/bench');
const dist = resolve(option('--dist', join(work, 'dist')));
const storybook = resolve(option('--storybook', join(work, 'storybook')));
const chromePath = requireChromium();
requireNginx();
// Tools started from here find the project's binaries (and its Node 22) even outside `npm run`.
const env = { PATH: `${resolve('node_modules/.bin')}:${process.env.PATH}` };

if (build) {
  const code = await run('npm', ['run', '--silent', 'build', '--', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { env });
  if (code !== 0) process.exit(code);
}

const builds = [{ name: compared.length ? 'this' : 'build', dist }, ...compared];
const servers = [];
try {
  for (const build of builds) servers.push(await startNginx({ dist: build.dist, port: await freePort(), scriptHashesOfDist: build.dist !== dist }));
} catch (error) {
  for (const server of servers) await server.close();
  throw error;
}
const urlOf = (buildIndex, path) => `${servers[buildIndex].url}${path}`;
// Each certificate is made at start: Chromium (and Lighthouse's) accepts them by their public keys, so that
// the pages are secure ones, over HTTP/2, as in production.
const chromiumArgs = [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${servers.map((server) => server.spki).join(',')}`];
const routes = [];
const slowPhone = [];
const lighthouse = [];
let chromiumVersion = '';
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  chromiumVersion = browser.version();
  try {
    for (const name of routeNames) {
      console.log(`• ${name}: loading ${ROUTES[name]}`);
      const load = await measureLoad(browser, { url: urlOf(0, ROUTES[name]), dist });
      routes.push({ name, path: ROUTES[name], load });
    }
    if (!skipSlowPhone) {
      for (let run = 0; run < runs; run += 1) {
        for (const name of routeNames) {
          for (const [index, build] of builds.entries()) {
            const { on, ...typing } = TYPING[name];
            const result = await measureSlowPhone({ executablePath: chromePath, args: chromiumArgs }, { url: urlOf(index, ROUTES[name]), ...typing, ...(typeOn ? { on } : {}) });
            slowPhone.push({ route: name, build: build.name, run, ...result });
            const onLine = result.typedOn === undefined ? '' : `; then ${result.typedOn} typed on, ${result.typedOnLost} lost`;
            const maskLine = result.maskedBeforeApp === undefined ? '' : `, before the app ${result.maskedBeforeApp ? 'masked from the first key' : 'NOT masked from the first key'} (${result.shownBeforeApp.join(' → ')})`;
            console.log(`• slow phone ${run + 1}/${runs} ${name} ${build.name}: shows ${result.showsMs} ms, works ${result.worksMs} ms, ${result.keysLost} key(s) lost${onLine}${maskLine}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  if (!skipLighthouse) {
    for (let run = 0; run < runs; run += 1) {
      for (const name of routeNames) {
        for (const [index, build] of builds.entries()) {
          console.log(`• Lighthouse ${run + 1}/${runs} ${name} ${build.name}`);
          lighthouse.push({ route: name, build: build.name, ...(await lighthouseRun({ url: urlOf(index, ROUTES[name]), chromePath, chromiumArgs })) });
        }
      }
    }
    for (const route of routes) route.lighthouse = lighthouseSummary(lighthouse.filter((entry) => entry.route === route.name && entry.build === builds[0].name));
  }
} finally {
  for (const server of servers) await server.close();
}

let typing = null;
let typingFailed = false;
if (!skipTyping) {
  console.log('• typing latency (CpfField and PhoneField: their stories, and /register of this build)');
  const typingJson = join(work, 'typing.json');
  const code = await run(process.execPath, ['scripts/bench-typing.mjs', '--out', storybook, '--dist', dist, '--json', typingJson, ...(buildStorybook || !existsSync(join(storybook, 'index.json')) ? [] : ['--no-build'])], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  typingFailed = code !== 0;
  try {
    typing = JSON.parse(readFileSync(typingJson, 'utf8'));
  } catch {
    typing = null;
  }
}

// ——— the report ———
const kB = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => (value == null ? '–' : `${Math.round(value)}`);
const s = (value) => (value == null ? '–' : (value / 1000).toFixed(2));
const js = (totals) => totals.byKind.js ?? { requests: 0, raw: 0, gzip: 0, brotli: 0 };
const requests = (totals) => `${totals.requests} (${totals.byKind.js?.requests ?? 0}/${totals.byKind.css?.requests ?? 0}/${totals.byKind.font?.requests ?? 0})`;
const other = (totals) => kB((totals.byKind.css?.brotli ?? 0) + (totals.byKind.font?.raw ?? 0));

const lines = [
  '| route | when | at ms | requests (JS/CSS/font) | JS raw | JS gzip | JS brotli | CSS br + fonts | LH score | FCP s | LCP s | TBT ms | CLS |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const route of routes) {
  const lh = route.lighthouse?.median;
  const { beforeForm, beforeReady, afterLoad, afterInteraction, formVisibleMs, formReadyMs } = route.load;
  lines.push(
    `| ${route.path.split('?')[0].replace('demo-criar-senha', ':token')} | before form | ${formVisibleMs} | ${requests(beforeForm)} | ${kB(js(beforeForm).raw)} | ${kB(js(beforeForm).gzip)} | ${kB(js(beforeForm).brotli)} | ${other(beforeForm)} | ${lh?.score ?? '–'} | ${s(lh?.fcpMs)} | ${s(lh?.lcpMs)} | ${ms(lh?.tbtMs)} | ${lh?.cls == null ? '–' : lh.cls.toFixed(4)} |`,
  );
  lines.push(
    `| | before it works | ${formReadyMs} | ${requests(beforeReady)} | ${kB(js(beforeReady).raw)} | ${kB(js(beforeReady).gzip)} | ${kB(js(beforeReady).brotli)} | ${other(beforeReady)} | | | | | |`,
  );
  lines.push(`| | after load | | ${requests(afterLoad)} | ${kB(js(afterLoad).raw)} | ${kB(js(afterLoad).gzip)} | ${kB(js(afterLoad).brotli)} | ${other(afterLoad)} | | | | | |`);
  lines.push(
    `| | after 1st interaction | | ${requests(afterInteraction)} | ${kB(js(afterInteraction).raw)} | ${kB(js(afterInteraction).gzip)} | ${kB(js(afterInteraction).brotli)} | ${other(afterInteraction)} | | | | | |`,
  );
}
if (slowPhone.length) {
  const pick = (entries, key) => median(entries.map((entry) => entry[key]).filter((value) => value != null));
  lines.push(
    '',
    `Slow phone (slow 4G ${SLOW_PHONE.latencyMs} ms RTT, ${((SLOW_PHONE.downloadBytesPerSecond * 8) / 1e6).toFixed(2)} Mbit/s down, ${SLOW_PHONE.cpuSlowdown}× CPU, cold cache; ms from navigation, medians of ${runs}):`,
    '',
    '| route | build | FCP | form shows | 1st key pressed (after it shows) | a key lands (after the 1st is pressed) | the app’s code is here | app has the page | form works | keys lost (each run; with --type-on, in brackets: lost of those typed on / typed on) | long tasks before it works (median count, max ms) | of them, from the first paint on (runs with one, max ms) | scripts before it works |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const name of routeNames) {
    for (const build of builds) {
      const entries = slowPhone.filter((entry) => entry.route === name && entry.build === build.name);
      lines.push(
        `| ${ROUTES[name].split('?')[0].replace('demo-criar-senha', ':token')} | ${build.name} | ${ms(pick(entries, 'fcpMs'))} | ${ms(pick(entries, 'showsMs'))} | ${ms(pick(entries, 'firstKeySentMs'))} | ${ms(pick(entries, 'firstKeyLandsMs'))} | ${ms(pick(entries, 'codeHereMs'))} | ${ms(pick(entries, 'appMs'))} | ${ms(pick(entries, 'worksMs'))} | ${entries.map((entry) => (entry.typedOn === undefined ? entry.keysLost : `${entry.keysLost} (${entry.typedOnLost}/${entry.typedOn})`)).join(' ')} | ${median(entries.map((entry) => entry.longTasks.count))}, ${Math.max(...entries.map((entry) => entry.longTasks.maxMs))} | ${entries.filter((entry) => entry.longTasks.afterPaint.count > 0).length} of ${entries.length}, ${Math.max(...entries.map((entry) => entry.longTasks.afterPaint.maxMs))} | ${median(entries.map((entry) => entry.scripts.count))} |`,
      );
    }
  }
}
if (lighthouse.length && builds.length > 1) {
  lines.push('', `Lighthouse mobile, medians of ${runs} interleaved runs:`, '', '| route | build | score | FCP s | LCP s | TBT ms | CLS |', '|---|---|---|---|---|---|---|');
  for (const name of routeNames) {
    for (const build of builds) {
      const { median: m } = lighthouseSummary(lighthouse.filter((entry) => entry.route === name && entry.build === build.name));
      lines.push(`| ${ROUTES[name].split('?')[0].replace('demo-criar-senha', ':token')} | ${build.name} | ${m.score ?? '–'} | ${s(m.fcpMs)} | ${s(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls == null ? '–' : m.cls.toFixed(4)} |`);
    }
  }
}
if (typing) {
  lines.push('', '| field (4× CPU) | keystrokes | median ms | p95 ms | max ms | wrong values | main thread per key ms (script) |', '|---|---|---|---|---|---|---|');
  for (const r of typing.results) {
    lines.push(`| ${r.field} | ${r.keystrokes} | ${r.medianMs} | ${r.p95Ms} | ${r.maxMs} | ${r.roundsWithWrongValue} | ${r.taskMsPerKey} (${r.scriptMsPerKey}) |`);
  }
}
const report = lines.join('\n');
console.log(
  `\nBenchmark, Chromium ${chromiumVersion}; sizes in kB (1000 B) from the built files, gzip -9 and brotli -q11;` +
    ` Lighthouse mobile defaults, median of ${skipLighthouse ? 0 : runs} run(s)\n`,
);
console.log(report);

const result = {
  date: new Date().toISOString(),
  chromium: chromiumVersion,
  lighthouseRuns: skipLighthouse ? 0 : runs,
  builds,
  routes,
  slowPhone,
  lighthouse,
  typing,
  table: report,
};
const files = ['bench/results/latest.json', ...(label ? [`bench/results/${label}.json`] : [])];
for (const file of files) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
}
console.log(`\nwritten to ${files.join(' and ')}`);
if (typingFailed) {
  console.error('typing: a typed value came out wrong (a key was dropped), or the typing benchmark could not run');
  process.exit(1);
}
