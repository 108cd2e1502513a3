/**
 * The mock backend as its own server process, on its own origin, as the real backend runs
 * (docs/backend-contract.md): `schema.graphql` with the mock's resolvers (mocks/backend.ts, whatever
 * operations they answer) served by graphql-http, a GraphQL-over-HTTP server, at `/graphql`; the
 * contract's HTTP endpoints (mocks/http.ts: the OAuth2 token endpoint, the confirmation resend) and the
 * mock's outbox beside it; CORS for the portal origins given. scripts/nginx.mjs puts it behind nginx in
 * the e2e, and the cross-origin e2e's portal calls it directly.
 *
 *   npm run backend -- [--port 4000] [--host 127.0.0.1] [--cors-origin http://127.0.0.1:4173 ...]
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createHandler } from 'graphql-http/lib/use/http';
import { createMockHttp, GRAPHQL_PATH } from './http.ts';
import { readNodeBody } from './nodeBody.ts';

export interface BackendOptions {
  port?: number;
  host?: string;
  schemaPath?: string;
  /** The portal origins whose pages may call it (`Access-Control-Allow-Origin`); none: same-origin only (behind nginx). */
  corsOrigins?: readonly string[];
}

/** The headers the app sends (src/relay/fetchGraphQL.ts), which a cross-origin request must be allowed. */
const ALLOWED_HEADERS = 'Accept, Accept-Language, Authorization, Content-Type';

/** CORS: an allowed origin gets its own name back; a preflight is answered here (true), with no body. */
function cors(req: IncomingMessage, res: ServerResponse, origins: readonly string[]): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin === undefined || !origins.includes(origin)) return req.method === 'OPTIONS' && (res.writeHead(403).end(), true);
  res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': ALLOWED_HEADERS, 'Access-Control-Max-Age': '600' }).end();
  return true;
}

/** Starts the backend on `host`:`port` (0: any free port); resolves with `{ origin, close }`. */
export async function startBackend({ port = 0, host = '127.0.0.1', schemaPath = 'schema.graphql', corsOrigins = [] }: BackendOptions = {}) {
  const mock = createMockHttp(readFileSync(schemaPath, 'utf8'), { origin: process.env.MOCK_WEBAUTHN_ORIGIN, rpId: process.env.MOCK_WEBAUTHN_RP_ID });
  const graphql = createHandler({
    schema: mock.backend.schema,
    rootValue: mock.backend.rootValue,
    // The resolvers read the session from the Authorization header, as the mock's `execute` gives it.
    context: (req) => ({ authorization: req.raw.headers.authorization }),
  });
  const server = createServer((req, res) => {
    void (async () => {
      if (cors(req, res, corsOrigins)) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      res.setHeader('Cache-Control', 'no-store');
      if (url.pathname === GRAPHQL_PATH) return graphql(req, res);
      const body = req.method === 'POST' ? await readNodeBody(req) : undefined;
      const answer = await mock.handle(req.method ?? 'GET', url.pathname, body, { authorization: req.headers.authorization }, url.search);
      if (!answer) return void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body));
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const corsOrigins = args.flatMap((arg, index) => (args[index - 1] === '--cors-origin' ? [arg] : []));
  const { origin } = await startBackend({ port: Number(option('--port') ?? 4000), host: option('--host') ?? '127.0.0.1', corsOrigins });
  console.log(`backend simulado em ${origin}/graphql${corsOrigins.length ? ` (CORS: ${corsOrigins.join(', ')})` : ''}`);
}
