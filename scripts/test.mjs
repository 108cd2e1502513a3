// `npm test`: every layer, each reported; exits non-zero when any layer fails. Two groups, one after the
// other, each group's layers side by side, their output held and printed whole as each ends
// (scripts/layers.mjs): the checks (each alone leaves a core idle a quarter to two fifths of its time),
// then the two browser layers (each alone leaves the two cores idle about a seventh of its time, waiting
// on its browser, so side by side they finish sooner than one after the other). docs/testing.md gives the times.
import { findChromium } from './chromium.mjs';
import { runLayers } from './layers.mjs';

/** A layer is an npm script, run beside the others of its group. */
const layer = (name, script, group) => ({ name, command: 'npm', args: ['run', '--silent', script], group });

const layers = [
  layer('typecheck', 'typecheck', 'checks'),
  layer('lint', 'lint', 'checks'),
  layer('relay validation', 'relay:validate', 'checks'),
  layer('vitest (unit and component)', 'test:unit', 'checks'),
  layer('package (build, size, pack, consumer)', 'test:package', 'checks'),
  layer('storybook (play, axe, visual)', 'test:storybook', 'browsers'),
  layer('playwright e2e', 'test:e2e', 'browsers'),
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
