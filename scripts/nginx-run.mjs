// Runs Debian's nginx over a build with the configuration the container's start-up step
// (build/nginxConfigFiles.ts) writes for an environment, in a temporary folder (the configuration and
// /config.js, the pid file, nginx's temporary files) that stopping removes: scripts/nginx.mjs's servers.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { writePortalConfig } from '../build/nginxConfigFiles.ts';
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

/** Resolves once `url` answers 200 over plain HTTP; rejects when `exited` does first or after 30 s. */
export async function waitForHttp(url, exited) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !stopped) {
    if (await fetch(url, { method: 'HEAD' }).then((response) => response.ok, () => false)) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(stopped ? 'nginx stopped while starting (its messages are above)' : `${url} did not answer within 30 s`);
}

/**
 * Runs nginx over the build in `dist` (precompressed first) with the configuration the container's start-up
 * step writes for `env` (and the certificate `tlsDir(dir)` makes, when given); `ready(exited, tls)` resolves once
 * it answers. Resolves with `{ exited, close, tls }`; `close()` stops it and removes its folder (and the logs). `scriptHashesOfDist`: the policy allows the inline scripts
 * that build has, instead of deploy/'s (the benchmark's older build, served as its own deployment would have
 * served it). `logs`: a folder for access.log and error.log; without it the access log is dropped.
 */
export async function runNginx({ dist, env, ready, scriptHashesOfDist = false, logs, tlsDir }) {
  const nginx = requireNginx();
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} holds no build (no index.html)`);
  precompress(root);
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  let accessLog;
  let child;
  const close = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    if (accessLog !== undefined) closeSync(accessLog);
    rmSync(dir, { recursive: true, force: true });
    // Only the files written here: the folder was given, and may hold others.
    if (logs && existsSync(logs)) {
      for (const name of ['access.log', 'error.log']) rmSync(join(logs, name), { force: true });
      if (readdirSync(logs).length === 0) rmdirSync(logs);
    }
  };
  try {
    const conf = join(dir, 'conf');
    mkdirSync(join(dir, 'temp'), { recursive: true });
    const tls = tlsDir ? tlsDir(join(dir, 'tls')) : {};
    const { problems } = writePortalConfig({ env: { ...env, ...tls.env, PORTAL_ROOT: root }, etc: DEPLOY, out: conf });
    if (problems.length > 0) throw new Error(`nginx: ${problems.join('; ')}`);
    if (scriptHashesOfDist) {
      const sources = inlineScriptSources(root).join(' ');
      for (const name of readdirSync(join(conf, 'snippets'))) {
        const file = join(conf, 'snippets', name);
        writeFileSync(file, readFileSync(file, 'utf8').replace(/script-src 'self'( '[^']+')*/g, `script-src 'self' ${sources}`));
      }
    }
    // Root's nginx would hand its workers to `nobody`, who cannot write the temporary folder.
    const user = process.getuid?.() === 0 ? ` user ${userInfo().username};` : '';
    let errorLog = '';
    if (logs) {
      mkdirSync(logs, { recursive: true });
      accessLog = openSync(join(logs, 'access.log'), 'w');
      // Besides deploy/nginx.conf's stderr, at its level: what production's error log would hold.
      errorLog = ` error_log ${join(resolve(logs), 'error.log')} warn;`;
    }
    child = spawn(nginx, ['-p', `${dir}/`, '-c', join(conf, 'nginx.conf'), '-g', `daemon off;${user}${errorLog}`], { stdio: ['ignore', accessLog ?? 'ignore', 'inherit'] });
    const exited = new Promise((done) => child.once('exit', done));
    await ready(exited, tls);
    return { exited, close, tls };
  } catch (error) {
    await close();
    throw error;
  }
}
