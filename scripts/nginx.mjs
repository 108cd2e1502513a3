// Serves a build with Debian's nginx and the production configuration (deploy/), the way the container does:
// the container's own start-up step (build/nginxConfigFiles.ts) writes the configuration from an
// environment, PORTAL_* and VITE_* as a site sets them, and nginx runs it. The backend is the mock's own
// server (mocks/server.ts), started here too. Everything nginx needs is in a temporary folder: the
// configuration and /config.js, a self-signed certificate for 127.0.0.1 and localhost made at start, the pid
// file and nginx's temporary files. Stopping removes it all.
//
// `node scripts/nginx.mjs --dist DIR --port N [--http-port N] [--logs DIR] [--proxy-port N --backend-port N [--proxy-logs DIR]]`
// (the e2e's webServer) runs until SIGTERM or SIGINT: HTTP/2 over TLS on N, HSTS and plain HTTP redirected
// to HTTPS. With --proxy-port, a second nginx serves the same build as a container behind a TLS-terminating
// proxy does (PORTAL_TLS_TERMINATION=proxy: plain HTTP), its app calling the backend on the backend's own
// origin (--backend-port; VITE_GRAPHQL_URL in /config.js, CORS, connect-src): the cross-origin e2e's server.
// `startNginx()` is the TLS one for a script (the benchmark). With --logs, nginx's access log (its stdout, as
// in the container) goes to DIR/access.log and its error log also to DIR/error.log, for a test to read;
// stopping removes them.
import { mkdirSync } from 'node:fs';
import { startBackend } from '../mocks/server.ts';
import { runNginx, waitForHttp } from './nginx-run.mjs';
import { freePort } from './run.mjs';
import { makeCertificate, waitForHttps } from './tls.mjs';

export { requireNginx } from './nginx-run.mjs';

/** The TLS environment: a self-signed certificate made in `dir`. */
function selfSigned(dir) {
  mkdirSync(dir);
  const tls = makeCertificate(dir);
  return { ...tls, env: { PORTAL_TLS_CERT: tls.cert, PORTAL_TLS_KEY: tls.key } };
}

/**
 * Starts nginx on `host`:`port` over the build in `dist` as the container with TLS (the default
 * PORTAL_TLS_TERMINATION), proxying to `backend` (an origin), or to a mock backend started here, and plain HTTP
 * on `httpPort` (a free one by default) redirected to HTTPS. Resolves with `{ url, httpUrl, spki, close }`:
 * `spki` is the certificate's public key hash for Chromium's `--ignore-certificate-errors-spki-list`; `close()`
 * stops both and removes the folder (and the logs).
 */
export async function startNginx({ dist, port, httpPort, host = '127.0.0.1', scriptHashesOfDist = false, logs, backend }) {
  httpPort ??= await freePort();
  const own = backend === undefined ? await startBackend() : undefined;
  const url = `https://${host}:${port}`;
  const env = { PORTAL_LISTEN: `${host}:${port}`, PORTAL_HTTP_LISTEN: `${host}:${httpPort}`, PORTAL_SERVER_NAME: host, PORTAL_BACKEND: backend ?? own.origin };
  try {
    const server = await runNginx({ dist, env, scriptHashesOfDist, logs, tlsDir: selfSigned, ready: (exited, tls) => waitForHttps(`${url}/`, tls.pem, exited) });
    const close = async () => {
      await server.close();
      await own?.close();
    };
    return { url, httpUrl: `http://${host}:${httpPort}`, spki: server.tls.spki, exited: server.exited, close };
  } catch (error) {
    await own?.close();
    throw error;
  }
}

/**
 * Starts nginx on plain HTTP `host`:`port` as the container behind a TLS-terminating proxy
 * (PORTAL_TLS_TERMINATION=proxy), with `env`'s other settings (the app's VITE_*). Resolves with `{ url, exited, close }`.
 */
export async function startProxiedNginx({ dist, port, host = '127.0.0.1', env, logs }) {
  const url = `http://${host}:${port}`;
  const server = await runNginx({ dist, logs, env: { ...env, PORTAL_TLS_TERMINATION: 'proxy', PORTAL_LISTEN: `${host}:${port}`, PORTAL_SERVER_NAME: host }, ready: (exited) => waitForHttp(`${url}/`, exited) });
  return { url, exited: server.exited, close: server.close };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const number = (name) => (option(name) === undefined ? undefined : Number(option(name)));
  const [dist, host, proxyPort] = [option('--dist', 'dist'), option('--host', '127.0.0.1'), number('--proxy-port')];
  const servers = [];
  const stop = async (code) => {
    for (const server of servers.splice(0).reverse()) await server.close();
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  try {
    // One backend for both: the cross-origin portal's pages call it from their own origin.
    const backend = await startBackend({ host, port: number('--backend-port') ?? 0, corsOrigins: proxyPort === undefined ? [] : [`http://${host}:${proxyPort}`] });
    servers.push(backend);
    // Before the TLS one, whose address the e2e waits for.
    if (proxyPort !== undefined) {
      const env = { PORTAL_BACKEND: backend.origin, VITE_GRAPHQL_URL: `${backend.origin}/graphql` };
      const proxied = await startProxiedNginx({ dist, port: proxyPort, host, env, logs: option('--proxy-logs') });
      servers.push(proxied);
      console.log(`nginx behind a (missing) TLS proxy on ${proxied.url}, its app calling ${env.VITE_GRAPHQL_URL}`);
      // nginx gone without being asked: say so by the exit code (the e2e then fails instead of hanging).
      void proxied.exited.then(() => stop(1));
    }
    const server = await startNginx({ dist, port: number('--port') ?? 4443, httpPort: number('--http-port'), host, logs: option('--logs'), backend: backend.origin });
    servers.push(server);
    console.log(`nginx serving ${dist} on ${server.url} (HTTP/2, self-signed certificate), plain HTTP on ${server.httpUrl} redirected to it; backend on ${backend.origin}`);
    void server.exited.then(() => stop(1));
  } catch (error) {
    console.error(error);
    await stop(1);
  }
}
