// Builds the production app and runs the Playwright end-to-end tests against `vite preview`
// (which serves the mock backend) in Debian's Chromium. Flags: --no-build; others go to Playwright.
// E2E_DIST=dir builds into and serves another folder than dist/ (parallel runs must not share one).
import { requireChromium } from './chromium.mjs';
import { freePort, run } from './run.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const dist = process.env.E2E_DIST || 'dist';
requireChromium();
if (build) {
  const code = await run('npm', ['run', '--silent', 'build', '--', '--outDir', dist, '--emptyOutDir']);
  if (code !== 0) process.exit(code);
}
const port = await freePort();
process.exit(await run('playwright', ['test', ...args.filter((a) => a !== '--no-build')], { env: { E2E_PORT: String(port), E2E_DIST: dist } }));
