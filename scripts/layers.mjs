// The layers of `npm test`, run and reported (scripts/test.mjs). Layers of the same `group` that come one
// after another start together: each one's output is held and printed whole, under its name, when it
// ends. A layer of no group runs alone, once the ones before it have ended, its output shown as it comes.
// A failing layer does not stop the rest; the results come back in the layers' order.
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

/** Runs a layer; with `hold`, its output (stdout and stderr, in the order written) comes back with its code. */
function runLayer({ command, args }, hold) {
  if (!hold) return run(command, args).then((code) => ({ code, output: '' }));
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
  });
}

/** @param {import('./layers.mjs').Layer[]} layers @param {{ print?: (text: string) => void }} [options] */
export async function runLayers(layers, { print = (text) => process.stdout.write(text) } = {}) {
  const results = [];
  const timed = async (layer, hold) => {
    const started = Date.now();
    if (!hold) print(`\n▶ ${layer.name}\n`);
    const { code, output } = await runLayer(layer, hold);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const ok = code === 0;
    const ending = `${ok ? '✔' : '✖'} ${layer.name} (${seconds} s)\n`;
    print(hold ? `\n▶ ${layer.name}\n${output}${output === '' || output.endsWith('\n') ? '' : '\n'}${ending}` : ending);
    return { name: layer.name, ok, seconds };
  };
  for (let index = 0; index < layers.length; ) {
    const group = [layers[index]];
    const { group: name } = layers[index];
    while (name !== undefined && layers[index + group.length]?.group === name) group.push(layers[index + group.length]);
    if (group.length > 1) print(`\n${name}: ${group.map((layer) => layer.name).join(', ')}, side by side, each printed when it ends\n`);
    results.push(...(await Promise.all(group.map((layer) => timed(layer, group.length > 1)))));
    index += group.length;
  }
  return results;
}
