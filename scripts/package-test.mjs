// The package as a consumer meets it: build it, report and guard its size, check that its client
// modules keep 'use client', `npm pack` it, and install the tarball into the two examples (examples/),
// which a site copies. The Vite example is typechecked and bundled (what it did not import must be shaken
// out); with it, a gallery of every exported component is rendered on the server and hydrated in
// Chromium (scripts/package-hydration.mjs); the Next.js App Router example (examples/next-app-router)
// is built with `next build`, served with `next start` and checked in Chromium (scripts/package-next.mjs).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { copyExample } from './package-examples.mjs';
import { checkHydration } from './package-hydration.mjs';
import { buildNextConsumer, serveAndCheckNextConsumer, writeNextConsumer } from './package-next.mjs';
import { run } from './run.mjs';

const root = process.cwd();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exit(1);
};
const started = Date.now();
const step = (message) => console.log(`✔ ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

if ((await run('npm', ['run', '--silent', 'build:lib'])) !== 0) fail('build:lib failed');

// Size: what a consumer's bundler gets at most, minified and gzipped, peers excluded.
const allFiles = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (name.endsWith('.js')) allFiles.push(full);
  }
};
walk('dist-lib');
// The budget counts what index.js reaches through static imports and re-exports. A module reached
// only through import() (the password-strength estimator) loads on demand, after the first render:
// it is reported apart, not counted.
const staticImport = /(?:^|[;\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const reached = new Set();
const visit = (file) => {
  if (reached.has(file)) return;
  reached.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) visit(path.resolve(path.dirname(file), specifier));
};
visit(path.resolve('dist-lib/index.js'));
const files = allFiles.filter((file) => reached.has(path.resolve(file)));
const onDemand = allFiles.filter((file) => !reached.has(path.resolve(file)));
const measure = async (list) => {
  let raw = 0;
  let minified = '';
  for (const file of list) {
    const code = readFileSync(file, 'utf8');
    raw += Buffer.byteLength(code);
    minified += (await transform(code, { minify: true, loader: 'js', format: 'esm' })).code;
  }
  return { raw, minified, gzip: gzipSync(minified, { level: 9 }).length };
};
const { raw, minified, gzip } = await measure(files);
const budget = budgets.library.maxGzipBytes;
console.log(`package size: ${files.length} modules, ${raw} B raw, ${Buffer.byteLength(minified)} B minified, ${gzip} B gzip (budget ${budget} B)`);
if (onDemand.length > 0) {
  const later = await measure(onDemand);
  console.log(`loaded on demand, not counted: ${onDemand.map((file) => path.relative('dist-lib', file)).join(', ')}: ${later.raw} B raw, ${later.gzip} B gzip`);
}
if (gzip > budget) fail(`the package grew past its budget: ${gzip} B gzip > ${budget} B (budgets.json)`);

// The strength estimator's worker: one file that imports nothing (a bundler that copies it as it is,
// as Next.js's Turbopack does, serves a worker that runs), started from a URL relative to its module,
// in the form bundlers follow (`new Worker(new URL("…", import.meta.url))`).
const workerFiles = readdirSync('dist-lib/assets').filter((name) => /^passwordEstimator\.worker-[\w-]+\.js$/.test(name));
if (workerFiles.length !== 1) fail(`expected one estimator worker in dist-lib/assets, found ${workerFiles.join(', ') || 'none'}`);
if (/^\s*(?:import\s|export\s[^;]*\sfrom\s)/m.test(readFileSync(path.join('dist-lib/assets', workerFiles[0]), 'utf8'))) {
  fail('the estimator worker imports modules: copied as it is, it could not start');
}
if (!readFileSync('dist-lib/validation/passwordStrength.js', 'utf8').includes(`new Worker(new URL("../assets/${workerFiles[0]}", import.meta.url)`)) {
  fail("validation/passwordStrength.js does not start the estimator's worker as `new Worker(new URL(\"../assets/…\", import.meta.url))`");
}
step(`the strength estimator's worker (${workerFiles[0]}) imports nothing and is started as bundlers follow it`);

// 'use client' survives the build: a built module starts with it exactly when its source does.
const USE_CLIENT = /^['"]use client['"];?/;
const directiveMismatches = files.filter((file) => {
  const base = path.relative('dist-lib', file).replace(/\.js$/, '');
  const source = ['.tsx', '.ts'].map((ext) => path.join('src/components', base + ext)).find((candidate) => existsSync(candidate));
  return source !== undefined && USE_CLIENT.test(readFileSync(source, 'utf8')) !== USE_CLIENT.test(readFileSync(file, 'utf8'));
});
if (directiveMismatches.length > 0) fail(`these built modules lost or gained 'use client': ${directiveMismatches.join(', ')}`);
const clientModules = files.filter((file) => USE_CLIENT.test(readFileSync(file, 'utf8'))).length;
if (clientModules === 0) fail("no built module carries 'use client'");
step(`${clientModules} client modules keep 'use client'; the others (index, validators, messages, tokens) stay server-safe`);

// Pack and install into a consumer that has only the peers.
const work = mkdtempSync(path.join(tmpdir(), 'pkg-consumer-'));
try {
  if ((await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] })) !== 0) fail('npm pack failed');
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) fail('npm pack wrote no tarball');
  const consumer = path.join(work, 'app');
  copyExample('vite', consumer, { name: pkg.name, tarballSpec: `file:../${tarball}` });
  cpSync(path.join(root, 'scripts/package-consumers/hydration'), path.join(consumer, 'src', 'hydration'), { recursive: true });
  const nextConsumer = path.join(work, 'next-app');
  writeNextConsumer(nextConsumer, { name: pkg.name, tarballSpec: `file:../${tarball}` });
  const install = (cwd) => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd });
  const installed = await Promise.all([install(consumer), install(nextConsumer)]);
  if (installed.some((code) => code !== 0)) fail('installing the tarball in a consumer failed');
  step('packed and installed in the Vite and the Next.js App Router examples');
  if ((await run(path.join(consumer, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: consumer })) !== 0) fail("the Vite example does not typecheck against the package's declarations");
  if ((await run(path.join(consumer, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: consumer })) !== 0) fail('the Vite example does not build');
  const assets = path.join(consumer, 'dist', 'assets');
  const bundle = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');
  if (!bundle.includes('CPF')) fail("the consumer's bundle lacks the CPF field");
  const fonts = readdirSync(assets).filter((f) => /^roboto-latin-(400|500|700)-normal.*\.woff2$/.test(f));
  if (fonts.length !== 3) fail(`the consumer's build lacks the package's fonts (found ${fonts.join(', ') || 'none'})`);
  if (bundle.includes('Programa de Fidelidade: página inicial')) fail('tree-shaking failed: the unused Layout reached the consumer bundle');
  step('Vite example: typechecked against the declarations (the form under the site\'s useForm, through /form), bundled, unused modules shaken out');

  const hydration = await checkHydration(consumer);
  if (hydration.problems.length > 0) fail(`server render and hydration:\n  ${hydration.problems.join('\n  ')}`);
  step(`all ${hydration.components} exported components rendered on the server (${hydration.htmlBytes} B of HTML) and hydrated in Chromium: no mismatch, no console warning, the CPF field works, the strength meter estimates in the worker as shipped`);

  const nextProblems = await buildNextConsumer(nextConsumer);
  if (nextProblems.length > 0) fail(`Next.js App Router example:\n  ${nextProblems.join('\n  ')}`);
  step('Next.js App Router example: `next build` compiled the server page and the client form (the site\'s useForm, the package\'s /form) and pre-rendered it');
  const servedProblems = await serveAndCheckNextConsumer(nextConsumer);
  if (servedProblems.length > 0) fail(`Next.js App Router example, served by next start:\n  ${servedProblems.join('\n  ')}`);
  step('Next.js App Router example, served by `next start`: the server HTML carries the fields\' styles, it hydrates without a console warning, a typed CPF is masked and an invalid one says so');
} finally {
  rmSync(work, { recursive: true, force: true });
}
