// Serves a build with Debian's nginx and the production configuration (deploy/), the way the container
// does: HTTP/2 over TLS, HSTS and plain HTTP redirected to HTTPS, the security headers, the pre-rendered
// pages, the caching rules and the precompressed files; /graphql goes to the mock backend
// (scripts/mock-backend.mjs), started here too. Everything nginx needs is in a temporary folder: the
// configuration (deploy/nginx.conf, the snippets, portal.conf and tls-termination.conf rendered from
// deploy/'s templates), a self-signed certificate for 127.0.0.1 and localhost made at start, the pid file
// and nginx's temporary files. Stopping removes it all.
//
// `node scripts/nginx.mjs --dist DIR --port N [--http-port N] [--logs DIR]` (the e2e's webServer) runs
// until SIGTERM or SIGINT; `startNginx()` is the same for a script (the benchmark). With --logs, nginx's
// access log (its stdout, as in the container) goes to DIR/access.log and its error log also to
// DIR/error.log, for a test to read; stopping removes them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { renderTemplate } from '../build/nginxConfig.ts';
import { startMockBackend } from './mock-backend.mjs';
import { precompress } from './precompress.mjs';
import { freePort } from './run.mjs';
import { makeCertificate, waitForHttps } from './tls.mjs';

const DEPLOY = resolve(import.meta.dirname, '..', 'deploy');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** nginx's path, or an exit with instructions to install it (as Chromium's, scripts/chromium.mjs). */
export function requireNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return NGINX;
  console.error(
    [
      `nginx não encontrado (${existsSync(NGINX) ? BROTLI_MODULE : NGINX}).`,
      'Os testes servem o build com o nginx do Debian e o módulo brotli_static; instale com:',
      '  sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-static',
      'ou aponte NGINX_PATH para outro nginx (com o módulo em /usr/lib/nginx/modules).',
    ].join('\n'),
  );
  process.exit(1);
}

/** The CSP sources (`'sha256-…'`) of the inline scripts in the HTML files of `dist` and its pre-rendered pages. */
function inlineScriptSources(dist) {
  const pages = [join(dist, 'index.html'), ...(existsSync(join(dist, 'prerendered')) ? readdirSync(join(dist, 'prerendered')).filter((name) => name.endsWith('.html')).map((name) => join(dist, 'prerendered', name)) : [])];
  const sources = new Set();
  for (const page of pages) {
    for (const [, attributes, body] of readFileSync(page, 'utf8').matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (!/\ssrc=/.test(attributes) && body.trim()) sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...sources];
}

/**
 * Starts nginx on `host`:`port` over the build in `dist` (precompressed first), with the mock backend on
 * /graphql, and plain HTTP on `httpPort` (a free one by default) redirected to HTTPS. Resolves with
 * `{ url, httpUrl, spki, close }`: `spki` is the certificate's public key hash for Chromium's
 * `--ignore-certificate-errors-spki-list`; `close()` stops both and removes the folder (and the logs).
 * `scriptHashesOfDist`: the policy allows the inline scripts that build has, instead of deploy/'s (the
 * benchmark's older build, served as its own deployment would have served it). `logs`: a folder for
 * access.log and error.log; without it the access log is dropped and errors go to stderr only.
 */
export async function startNginx({ dist, port, httpPort, host = '127.0.0.1', scriptHashesOfDist = false, logs }) {
  const nginx = requireNginx();
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} holds no build (no index.html)`);
  precompress(root);
  httpPort ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  let accessLog;
  let backend;
  let child;
  const close = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await backend?.close();
    if (accessLog !== undefined) closeSync(accessLog);
    rmSync(dir, { recursive: true, force: true });
    // Only the files written here: the folder was given, and may hold others.
    if (logs && existsSync(logs)) {
      for (const name of ['access.log', 'error.log']) rmSync(join(logs, name), { force: true });
      if (readdirSync(logs).length === 0) rmdirSync(logs);
    }
  };
  try {
    backend = await startMockBackend();
    const conf = join(dir, 'conf');
    mkdirSync(join(conf, 'snippets'), { recursive: true });
    mkdirSync(join(dir, 'temp'));
    mkdirSync(join(dir, 'tls'));
    const tls = makeCertificate(join(dir, 'tls'));
    copyFileSync(join(DEPLOY, 'nginx.conf'), join(conf, 'nginx.conf'));
    for (const name of readdirSync(join(DEPLOY, 'snippets'))) copyFileSync(join(DEPLOY, 'snippets', name), join(conf, 'snippets', name));
    if (scriptHashesOfDist) {
      const sources = inlineScriptSources(root).join(' ');
      for (const name of readdirSync(join(conf, 'snippets'))) {
        const file = join(conf, 'snippets', name);
        writeFileSync(file, readFileSync(file, 'utf8').replace(/script-src 'self'( '[^']+')*;/g, `script-src 'self' ${sources};`));
      }
    }
    const site = renderTemplate(readFileSync(join(DEPLOY, 'portal.conf.template'), 'utf8'), {
      PORTAL_LISTEN: `${host}:${port}`,
      PORTAL_SERVER_NAME: host,
      PORTAL_ROOT: root,
      PORTAL_TLS_CERT: tls.cert,
      PORTAL_TLS_KEY: tls.key,
      PORTAL_BACKEND: backend.origin,
    });
    writeFileSync(join(conf, 'portal.conf'), site);
    const termination = readFileSync(join(DEPLOY, 'tls-termination', 'nginx.conf.template'), 'utf8');
    writeFileSync(join(conf, 'tls-termination.conf'), renderTemplate(termination, { PORTAL_HTTP_LISTEN: `${host}:${httpPort}` }));
    // Root's nginx would hand its workers to `nobody`, who cannot write the temporary folder.
    const user = process.getuid?.() === 0 ? ` user ${userInfo().username};` : '';
    let errorLog = '';
    if (logs) {
      mkdirSync(logs, { recursive: true });
      accessLog = openSync(join(logs, 'access.log'), 'w');
      // Besides deploy/nginx.conf's stderr, at its level: what production's error log would hold.
      errorLog = ` error_log ${join(resolve(logs), 'error.log')} warn;`;
    }
    const stdout = accessLog ?? 'ignore';
    child = spawn(nginx, ['-p', `${dir}/`, '-c', join(conf, 'nginx.conf'), '-g', `daemon off;${user}${errorLog}`], { stdio: ['ignore', stdout, 'inherit'] });
    const exited = new Promise((done) => child.once('exit', done));
    const url = `https://${host}:${port}`;
    await waitForHttps(`${url}/`, tls.pem, exited);
    return { url, httpUrl: `http://${host}:${httpPort}`, spki: tls.spki, exited, close };
  } catch (error) {
    await close();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const httpPort = option('--http-port', undefined);
  const server = await startNginx({
    dist: option('--dist', 'dist'),
    port: Number(option('--port', 4443)),
    httpPort: httpPort === undefined ? undefined : Number(httpPort),
    host: option('--host', '127.0.0.1'),
    logs: option('--logs', undefined),
  });
  console.log(`nginx serving ${option('--dist', 'dist')} on ${server.url} (HTTP/2, self-signed certificate), plain HTTP on ${server.httpUrl} redirected to it`);
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  // nginx gone without being asked: say so by the exit code (the e2e then fails instead of hanging).
  void server.exited.then(() => stop(1));
}
