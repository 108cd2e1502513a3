// `npm test`: every layer, in order, each reported; exits non-zero when any layer fails.
import { findChromium } from './chromium.mjs';
import { run } from './run.mjs';

const layers = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['relay validation', 'npm', ['run', '--silent', 'relay:validate']],
  ['vitest (unit and component)', 'npm', ['run', '--silent', 'test:unit']],
  ['package (build, size, pack, consumer)', 'npm', ['run', '--silent', 'test:package']],
  ['storybook (play, axe, visual)', 'npm', ['run', '--silent', 'test:storybook']],
  ['playwright e2e', 'npm', ['run', '--silent', 'test:e2e']],
];

if (!findChromium()) {
  console.error('Chromium não encontrado: as camadas de navegador vão falhar. Veja "Troubleshooting" em docs/testing.md.');
}

const results = [];
for (const [name, command, args] of layers) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
}

console.log('\nResumo');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(38)} ${seconds} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nlayers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
