// Serves a build with Debian's nginx and the production configuration (deploy/), the way the container
// does: HTTP/2 over TLS, the security headers, the pre-rendered pages, the caching rules and the
// precompressed files; /graphql goes to the mock backend (scripts/mock-backend.mjs), started here too.
// Everything nginx needs is in a temporary folder: the configuration (deploy/nginx.conf, the snippets and
// portal.conf rendered from deploy/portal.conf.template), a self-signed certificate for 127.0.0.1 and
// localhost made at start, the pid file and nginx's temporary files. Stopping removes it all.
//
// `node scripts/nginx.mjs --dist DIR --port N` (the e2e's webServer) runs until SIGTERM or SIGINT;
// `startNginx()` is the same for a script (the benchmark).
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { renderTemplate } from '../build/nginxConfig.ts';
import { startMockBackend } from './mock-backend.mjs';
import { precompress } from './precompress.mjs';

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

/** A self-signed certificate for 127.0.0.1 and localhost in `dir`; returns its paths and its public key's SHA-256. */
function makeCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-keyout', key, '-out', cert,
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const pem = readFileSync(cert);
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { cert, key, pem, spki: createHash('sha256').update(spki).digest('base64') };
}

/** Resolves once `url` answers over TLS with the certificate `ca`; rejects when `exited` does first or after 30 s. */
async function waitForHttps(url, ca, exited) {
  const deadline = Date.now() + 30_000;
  let stopped = false;
  exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    const status = await new Promise((done) => {
      const req = request(url, { ca, method: 'HEAD' }, (res) => {
        res.resume();
        done(res.statusCode);
      });
      req.on('error', () => done(0));
      req.end();
    });
    if (status === 200) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(stopped ? 'nginx stopped while starting (its messages are above)' : `${url} did not answer within 30 s`);
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
 * /graphql. Resolves with `{ url, spki, close }`: `spki` is the certificate's public key hash for
 * Chromium's `--ignore-certificate-errors-spki-list`; `close()` stops both and removes the folder.
 * `scriptHashesOfDist`: the policy allows the inline scripts that build has, instead of deploy/'s (the
 * benchmark's older build, served as its own deployment would have served it).
 */
export async function startNginx({ dist, port, host = '127.0.0.1', scriptHashesOfDist = false }) {
  const nginx = requireNginx();
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} holds no build (no index.html)`);
  precompress(root);
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  let backend;
  let child;
  const close = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await backend?.close();
    rmSync(dir, { recursive: true, force: true });
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
    // Root's nginx would hand its workers to `nobody`, who cannot write the temporary folder.
    const user = process.getuid?.() === 0 ? ` user ${userInfo().username};` : '';
    child = spawn(nginx, ['-p', `${dir}/`, '-c', join(conf, 'nginx.conf'), '-g', `daemon off;${user}`], { stdio: ['ignore', 'ignore', 'inherit'] });
    const exited = new Promise((done) => child.once('exit', done));
    const url = `https://${host}:${port}`;
    await waitForHttps(`${url}/`, tls.pem, exited);
    return { url, spki: tls.spki, exited, close };
  } catch (error) {
    await close();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const server = await startNginx({ dist: option('--dist', 'dist'), port: Number(option('--port', 4443)), host: option('--host', '127.0.0.1') });
  console.log(`nginx serving ${option('--dist', 'dist')} on ${server.url} (HTTP/2, self-signed certificate)`);
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
