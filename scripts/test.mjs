// `npm test`: every layer, each reported; exits non-zero when any layer fails. The checks run side by
// side (each alone leaves a core idle a quarter to two fifths of its time), their output held and
// printed whole as each ends; the browser layers, which keep both cores busy, run after them, one at a
// time (scripts/layers.mjs; docs/testing.md gives the times).
import { findChromium } from './chromium.mjs';
import { runLayers } from './layers.mjs';

/** A layer is an npm script; `alongside`, it runs beside the others so marked. */
const layer = (name, script, alongside = false) => ({ name, command: 'npm', args: ['run', '--silent', script], alongside });

const layers = [
  layer('typecheck', 'typecheck', true),
  layer('lint', 'lint', true),
  layer('relay validation', 'relay:validate', true),
  layer('vitest (unit and component)', 'test:unit', true),
  layer('package (build, size, pack, consumer)', 'test:package', true),
  layer('storybook (play, axe, visual)', 'test:storybook'),
  layer('playwright e2e', 'test:e2e'),
];

if (!findChromium()) {
  console.error('Chromium não encontrado: as camadas de navegador vão falhar. Veja "Troubleshooting" em docs/testing.md.');
}

const started = Date.now();
const results = await runLayers(layers);

console.log('\nResumo');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(38)} ${seconds} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nlayers: ${results.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed === 0 ? 0 : 1);
