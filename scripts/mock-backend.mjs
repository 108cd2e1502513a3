// The mock backend (mocks/http.ts) on its own node:http server, for a server that proxies to it as to
// the real backend: nginx in the tests and the benchmark (scripts/nginx.mjs). The Vite dev and preview
// servers mount the same thing as a middleware (build/mockBackendPlugin.ts).
// `node scripts/mock-backend.mjs [port]` serves it by hand, e.g. as the container's PORTAL_BACKEND.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createMockHttp } from '../mocks/http.ts';

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(chunks.length ? JSON.parse(text) : undefined);
      } catch {
        // Not JSON: the raw text, for the form-encoded OAuth2 token request.
        resolve(text);
      }
    });
    req.on('error', () => resolve(undefined));
  });
}

/** Starts the mock backend on `host`:`port` (0: any free port); resolves with `{ origin, close }`. */
export async function startMockBackend({ port = 0, host = '127.0.0.1', schemaPath = 'schema.graphql' } = {}) {
  const mock = createMockHttp(readFileSync(schemaPath, 'utf8'));
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      const answer = await mock.handle(req.method ?? 'GET', url.pathname, body, { authorization: req.headers.authorization }, url.search);
      if (!answer) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(answer.body));
    })().catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    origin: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startMockBackend({ port: Number(process.argv[2] ?? 4000) });
  console.log(`mock backend on ${origin}/graphql`);
}
