// Builds the production app and runs the Playwright end-to-end tests in Debian's Chromium against
// `vite preview` (which serves the mock backend), and the specs of the production server's rules against
// Debian's nginx (scripts/nginx.mjs), the main flows against the container behind a TLS proxy whose app calls
// the backend on another origin (the `cross-origin` project), and the main signed-in flows against
// `npm start`'s dev server (the `dev` project). Flags: --no-build; others go to Playwright.
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
// Distinct free ports: the preview server, nginx (HTTPS and its plain HTTP), the dev server, the cross-origin
// project's nginx and backend.
const ports = [];
while (ports.length < 6) {
  const candidate = await freePort();
  if (!ports.includes(candidate)) ports.push(candidate);
}
const [port, nginxPort, nginxHttpPort, devPort, nginxProxyPort, backendPort] = ports.map(String);
const env = { E2E_PORT: port, E2E_NGINX_PORT: nginxPort, E2E_NGINX_HTTP_PORT: nginxHttpPort, E2E_DEV_PORT: devPort, E2E_NGINX_PROXY_PORT: nginxProxyPort, E2E_BACKEND_PORT: backendPort, E2E_DIST: dist };
process.exit(await run('playwright', ['test', ...args.filter((a) => a !== '--no-build')], { env }));
