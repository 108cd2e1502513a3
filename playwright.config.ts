import { defineConfig } from '@playwright/test';
import { backendPort, nginxHttpPort, nginxLogs, nginxPort, nginxProxyLogs, nginxProxyPort } from './e2e/nginxServer';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const devPort = Number(process.env.E2E_DEV_PORT ?? 5174);
const dist = process.env.E2E_DIST || 'dist';
const mobile = { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
/** What production's server decides (headers, pre-rendered pages, logs): tested on production's server. */
const onNginx = ['**/security-headers.spec.ts', '**/prerender.spec.ts', '**/server-logs.spec.ts'];
/** What `npm start` serves (StrictMode, modules transformed on demand): the main signed-in flows on the dev server. */
const onDevServer = ['**/dev-server.spec.ts'];
/** The container behind a TLS proxy, its app calling the backend on another origin: the main flows, the way a real backend is used. */
const crossOrigin = ['**/cross-origin.spec.ts'];

/**
 * End-to-end tests of the production build, with the mock backend: served by `vite preview`, and by
 * Debian's nginx with deploy/'s configuration over HTTP/2 and TLS (scripts/nginx.mjs, a certificate
 * made at start) for the specs of what that server decides.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Sized for a phone-class machine shared with other jobs (2 cores): under heavy load the CPU, not the
  // network, decides how long a screen takes to render, many seconds on a busy machine. Tests wait
  // for what a person waits for (a heading, a URL, a request), never for a fixed time, so a generous
  // ceiling costs nothing when the machine is quick.
  timeout: 180_000,
  expect: { timeout: 30_000, toPass: { timeout: 30_000 } },
  use: {
    navigationTimeout: 60_000,
    actionTimeout: 30_000,
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every test (to keep the failing ones') costs about a fifth of the run's time on
    // a 2-core machine. A failure is investigated
    // by running its spec again with `-- --trace retain-on-failure` (docs/testing.md).
    trace: 'off',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'mobile', use: mobile, testIgnore: [...onNginx, ...onDevServer, ...crossOrigin] },
    { name: 'nginx', use: { ...mobile, baseURL: `https://127.0.0.1:${nginxPort}`, ignoreHTTPSErrors: true }, testMatch: onNginx },
    { name: 'cross-origin', use: { ...mobile, baseURL: `http://127.0.0.1:${nginxProxyPort}` }, testMatch: crossOrigin },
    { name: 'dev', use: { ...mobile, baseURL: `http://127.0.0.1:${devPort}` }, testMatch: onDevServer },
  ],
  webServer: [
    {
      command: `vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
      // Uncompressed: gzip at every request, for bytes that never leave this machine, is work the e2e need
      // not do (build/uncompressedPreview.ts). Production's
      // compression is tested on nginx. PREVIEW_UNCOMPRESSED=0 serves as vite preview does by default.
      env: { PREVIEW_UNCOMPRESSED: process.env.PREVIEW_UNCOMPRESSED ?? '1' },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // `npm start`'s server (vite, the mock backend on /graphql, no build): the app from the sources, never a dist folder.
      command: `npm run --silent relay && vite --host 127.0.0.1 --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Also the cross-origin project's: the backend on its own origin, and nginx behind a (missing) TLS proxy.
      command: `node scripts/nginx.mjs --dist ${dist} --port ${nginxPort} --http-port ${nginxHttpPort} --logs ${nginxLogs} --proxy-port ${nginxProxyPort} --backend-port ${backendPort} --proxy-logs ${nginxProxyLogs}`,
      url: `https://127.0.0.1:${nginxPort}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      // A fresh build is precompressed first (brotli -q11), which a loaded 2-core machine takes over a minute to do.
      timeout: 180_000,
      // SIGTERM, so that it stops nginx and removes its temporary folder (the default is SIGKILL).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
