// The test server's TLS (scripts/nginx.mjs): a self-signed certificate made at start, and a wait for the
// server to answer over it.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';

/** A self-signed certificate for 127.0.0.1 and localhost in `dir`; returns its paths and its public key's SHA-256. */
export function makeCertificate(dir) {
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
export async function waitForHttps(url, ca, exited) {
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
