// Builds the static Storybook, serves it on 127.0.0.1 under a sub-path (/design-system/, as a deploy
// may serve it: scripts/storybook-subpath.mjs) and runs the test-runner over every story in Debian's
// Chromium: play functions, axe (a11y addon) and the visual comparison; then axe over every docs page
// (scripts/storybook-docs-a11y.mjs), and Storybook's own page there showing a docs page and a story.
// Flags: --no-build (reuse the build), --update-snapshots (refresh visual baselines on purpose),
// --out DIR (build into DIR instead of storybook-static); anything else goes to the test-runner
// (e.g. a path such as src/components/CpfField to run only those stories).
import { requireChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { checkDocsA11y } from './storybook-docs-a11y.mjs';
import { checkManagerUnderSubPath, serveUnderSubPath } from './storybook-subpath.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const update = args.includes('--update-snapshots');
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : 'storybook-static';
const passThrough = args.filter(
  (a, i) => a !== '--no-build' && a !== '--update-snapshots' && (outIndex < 0 || (i !== outIndex && i !== outIndex + 1)),
);

requireChromium();
const env = { STORYBOOK_DISABLE_TELEMETRY: '1' };

if (build) {
  const code = await run('storybook', ['build', '--quiet', '-o', out], { env });
  if (code !== 0) process.exit(code);
}

const server = await serveUnderSubPath(out);
const { url } = server;
let code = 1;
try {
  code = await run('test-storybook', ['--url', url, '--maxWorkers=2', ...(update ? ['-u'] : []), ...passThrough], { env });
  // The docs pages (the design system's, the Guide's and the screens'), which the test-runner does not visit: axe
  // on each; with paths given, the docs pages under them.
  const paths = passThrough.filter((a) => !a.startsWith('-'));
  const docsFailed = await checkDocsA11y(url, ...(paths.length > 0 ? [paths] : []));
  if (docsFailed > 0 && code === 0) code = 1;
  if ((await checkManagerUnderSubPath(url)) > 0 && code === 0) code = 1;
} finally {
  server.stop();
}
process.exit(code);
