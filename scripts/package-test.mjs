// The package as a consumer meets it: build it, report and guard its size, `npm pack` it, install
// the tarball into a fresh consumer app with only the peers, typecheck and bundle that app, and
// check that what the app did not import was shaken out.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { run } from './run.mjs';

const root = process.cwd();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

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

// Pack and install into a consumer that has only the peers.
const work = mkdtempSync(path.join(tmpdir(), 'pkg-consumer-'));
try {
  if ((await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] })) !== 0) fail('npm pack failed');
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) fail('npm pack wrote no tarball');
  const consumer = path.join(work, 'app');
  mkdirSync(path.join(consumer, 'src'), { recursive: true });
  const dev = pkg.devDependencies;
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        [pkg.name]: `file:../${tarball}`,
        react: dev.react,
        'react-dom': dev['react-dom'],
        '@mui/material': dev['@mui/material'],
        '@emotion/react': dev['@emotion/react'],
        '@emotion/styled': dev['@emotion/styled'],
        '@types/react': dev['@types/react'],
        '@types/react-dom': dev['@types/react-dom'],
      },
    }),
  );
  writeFileSync(
    path.join(consumer, 'src', 'main.ts'),
    [
      `import '${pkg.name}/fonts.css';`,
      `import { createElement, useState } from 'react';`,
      `import { createRoot } from 'react-dom/client';`,
      `import { CpfField, ThemeProvider, isValidCpf, type CpfFieldProps } from '${pkg.name}';`,
      `function App() {`,
      `  const [cpf, setCpf] = useState('');`,
      `  const props: CpfFieldProps = { id: 'cpf', value: cpf, onChange: setCpf, error: cpf.length === 11 && !isValidCpf(cpf) ? 'CPF inválido' : undefined };`,
      `  return createElement(ThemeProvider, null, createElement(CpfField, props));`,
      `}`,
      `createRoot(document.getElementById('root')!).render(createElement(App));`,
    ].join('\n'),
  );
  // What vite/client declares for a Vite app: CSS imports are side effects only.
  writeFileSync(path.join(consumer, 'src', 'env.d.ts'), "declare module '*.css';\n");
  writeFileSync(path.join(consumer, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>');
  writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: false, types: [], lib: ['ES2022', 'DOM'] }, include: ['src'] }),
  );
  if ((await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: consumer })) !== 0) fail('installing the tarball in a consumer failed');
  if ((await run(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: consumer })) !== 0) fail("the consumer does not typecheck against the package's declarations");
  if ((await run(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: consumer })) !== 0) fail('the consumer does not build');
  const assets = path.join(consumer, 'dist', 'assets');
  const bundle = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');
  if (!bundle.includes('CPF')) fail("the consumer's bundle lacks the CPF field");
  const fonts = readdirSync(assets).filter((f) => /^roboto-latin-(400|500|700)-normal.*\.woff2$/.test(f));
  if (fonts.length !== 3) fail(`the consumer's build lacks the package's fonts (found ${fonts.join(', ') || 'none'})`);
  if (bundle.includes('Programa de Fidelidade: página inicial')) fail('tree-shaking failed: the unused Layout reached the consumer bundle');
  console.log(`✔ package: packed, installed in a fresh consumer, typechecked, bundled, unused modules shaken out`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
