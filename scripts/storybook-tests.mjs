// Builds the static Storybook, serves it on 127.0.0.1 and runs the test-runner over every story
// in Debian's Chromium: play functions, axe (a11y addon) and the visual comparison.
// Flags: --no-build (reuse storybook-static), --update-snapshots (refresh visual baselines on purpose).
import { requireChromium } from './chromium.mjs';
import { freePort, run, start, waitFor } from './run.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const update = args.includes('--update-snapshots');
const passThrough = args.filter((a) => a !== '--no-build' && a !== '--update-snapshots');

requireChromium();
const env = { STORYBOOK_DISABLE_TELEMETRY: '1' };

if (build) {
  const code = await run('storybook', ['build', '--quiet', '-o', 'storybook-static'], { env });
  if (code !== 0) process.exit(code);
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = start('http-server', ['storybook-static', '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1']);
let code = 1;
try {
  await waitFor(`${url}/index.json`);
  code = await run('test-storybook', ['--url', url, '--maxWorkers=2', ...(update ? ['-u'] : []), ...passThrough], { env });
} finally {
  server.stop();
}
process.exit(code);
