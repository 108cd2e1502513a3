// Builds the production app and runs the Playwright end-to-end tests in Debian's Chromium against
// `vite preview` (which serves the mock backend), and the specs of the production server's rules against
// Debian's nginx (scripts/nginx.mjs), and the main signed-in flows against `npm start`'s dev server (the `dev`
// project). Flags: --no-build; others go to Playwright.
// E2E_DIST=dir builds into and serves another folder than dist/ (parallel runs must not share one).
import { requireChromium } from './chromium.mjs';
import { requireNginx } from './nginx.mjs';
import { freePort, run } from './run.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const dist = process.env.E2E_DIST || 'dist';
requireChromium();
requireNginx();
if (build) {
  const code = await run('npm', ['run', '--silent', 'build', '--', '--outDir', dist, '--emptyOutDir']);
  if (code !== 0) process.exit(code);
}
const port = await freePort();
let nginxPort = await freePort();
while (nginxPort === port) nginxPort = await freePort();
let nginxHttpPort = await freePort();
while (nginxHttpPort === port || nginxHttpPort === nginxPort) nginxHttpPort = await freePort();
let devPort = await freePort();
while (devPort === port || devPort === nginxPort || devPort === nginxHttpPort) devPort = await freePort();
const env = { E2E_PORT: String(port), E2E_NGINX_PORT: String(nginxPort), E2E_NGINX_HTTP_PORT: String(nginxHttpPort), E2E_DEV_PORT: String(devPort), E2E_DIST: dist };
process.exit(await run('playwright', ['test', ...args.filter((a) => a !== '--no-build')], { env }));
