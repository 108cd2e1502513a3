// The production app served the way production would serve it, from node:http: brotli or gzip by
// Accept-Encoding (compressed once per file, at the highest level, as a build step would precompress),
// `immutable` caching for the hashed files under /assets, `no-cache` for everything else, the
// pre-rendered landing pages by their rules (build/prerenderPlugin.ts), the SPA fallback to index.html, the security headers of build/securityHeaders.ts, and the mock backend
// (mocks/http.ts) on /graphql. Node 22 loads those TypeScript modules by stripping their types.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createMockHttp } from '../../mocks/http.ts';
import { pageFor, PRERENDERED_DIR, PRERENDERED_RULES } from '../../build/prerenderPlugin.ts';
import { securityHeaders } from '../../build/securityHeaders.ts';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
// Already compressed formats gain nothing from a second pass.
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** The three sizes of a file: as built, gzip level 9 and brotli quality 11 (what a precompressing build ships). */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length,
  };
}

function readBody(req) {
  return new Promise((resolvePromise) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolvePromise(chunks.length ? JSON.parse(text) : undefined);
      } catch {
        resolvePromise(text);
      }
    });
    req.on('error', () => resolvePromise(undefined));
  });
}

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';q='))
      .filter(([name]) => name)
      .map(([name, q]) => [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)]),
  );
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * Starts the server on 127.0.0.1:`port` (0 = any free port) over the built app in `dist`.
 * Resolves with `{ url, close }`.
 */
export async function startServer({ dist, port = 0, schemaPath = 'schema.graphql', mockBackend = true }) {
  const root = resolve(dist);
  const mock = mockBackend ? createMockHttp(readFileSync(schemaPath, 'utf8')) : null;
  const settings = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')));
  const cache = new Map();
  const rulesFile = join(root, PRERENDERED_DIR, PRERENDERED_RULES);
  const pageRules = existsSync(rulesFile) ? JSON.parse(readFileSync(rulesFile, 'utf8')).rules : [];

  const load = (file) => {
    let entry = cache.get(file);
    if (!entry) {
      const bytes = readFileSync(file);
      entry = { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`, encoded: new Map() };
      cache.set(file, entry);
    }
    return entry;
  };
  const encode = (entry, encoding) => {
    if (!entry.encoded.has(encoding)) {
      entry.encoded.set(
        encoding,
        encoding === 'br'
          ? brotliCompressSync(entry.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: entry.bytes.length } })
          : gzipSync(entry.bytes, { level: 9 }),
      );
    }
    return entry.encoded.get(encoding);
  };
  const fileFor = (pathname) => {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const file = normalize(join(root, decoded));
    if (!file.startsWith(root + '/')) return null;
    try {
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const { pathname } = url;
      for (const [name, value] of Object.entries(securityHeaders(pathname, { csp: true, settings }))) res.setHeader(name, value);

      if (mock) {
        const body = req.method === 'POST' ? await readBody(req) : undefined;
        const answer = await mock.handle(req.method ?? 'GET', pathname, body, { authorization: req.headers.authorization });
        if (answer) {
          res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify(answer.body));
          return;
        }
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const asset = pathname.startsWith('/assets/');
      // A missing hashed file is a 404 (an old page after a deploy must see it fail and reload),
      // any other unknown path is the app's: the router shows the right page.
      const page = asset ? null : pageFor(pageRules, pathname);
      const file = page ? join(root, PRERENDERED_DIR, page) : (fileFor(pathname === '/' ? '/index.html' : pathname) ?? (asset ? null : join(root, 'index.html')));
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
        return;
      }
      const entry = load(file);
      const extension = extname(file);
      res.setHeader('Content-Type', types[extension] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('ETag', entry.etag);
      if (compressible.has(extension)) res.setHeader('Vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304).end();
        return;
      }
      const encoding = compressible.has(extension) ? pickEncoding(req.headers['accept-encoding']) : null;
      const body = encoding ? encode(entry, encoding) : entry.bytes;
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise((resolvePromise) => server.listen(port, '127.0.0.1', resolvePromise));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}

// `node scripts/bench/server.mjs [dist] [port]`: serve a build by hand (e.g. to run Lighthouse on it).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startServer({ dist: process.argv[2] ?? 'dist', port: Number(process.argv[3] ?? 4174) });
  console.log(`serving ${process.argv[2] ?? 'dist'} on ${url}`);
}
