// Builds the production app and runs the Playwright end-to-end tests against `vite preview`
// (which serves the mock backend) in Debian's Chromium. Flags: --no-build; others go to Playwright.
import { requireChromium } from './chromium.mjs';
import { freePort, run } from './run.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
requireChromium();
if (build) {
  const code = await run('npm', ['run', '--silent', 'build']);
  if (code !== 0) process.exit(code);
}
const port = await freePort();
process.exit(await run('playwright', ['test', ...args.filter((a) => a !== '--no-build')], { env: { E2E_PORT: String(port) } }));
