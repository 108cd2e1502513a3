// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../src/test/setup';

const portal = 'https://cadastro.exemplo.com.br';

describe('npm run backend (mocks/server.ts): the mock on its own origin', () => {
  // Its own process, as `npm run backend` runs it (and graphql-http and the resolvers share one graphql module).
  let child: ChildProcess;
  const backend = { origin: '' };
  beforeAll(async () => {
    child = spawn(process.execPath, ['mocks/server.ts', '--port', '0', '--cors-origin', portal], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(child.stdout ?? child, 'data')) as [Buffer];
    backend.origin = /(http:\/\/[\d.]+:\d+)\/graphql/.exec(line.toString())?.[1] ?? '';
  });
  afterAll(async () => {
    const exited = once(child, 'exit');
    child.kill();
    await exited;
  });
  // The unit tests' MSW answers /graphql itself: these requests go to the real server.
  beforeEach(() => server.use(http.all(`${backend.origin}/*`, () => passthrough())));

  const graphql = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${backend.origin}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers }, body: JSON.stringify({ query }) });

  it('answers the portal’s preflight with the headers the app sends, and refuses another origin’s', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.origin}/graphql`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' } });
    const allowed = await preflight(portal);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(portal);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Accept, Accept-Language, Authorization, Content-Type');
    const refused = await preflight('https://malicioso.exemplo.net');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('executes the schema with the mock’s resolvers, in the contract’s error format, the session from Authorization', async () => {
    const version = await graphql('{ apiVersion }', { Origin: portal });
    expect(version.headers.get('access-control-allow-origin')).toBe(portal);
    expect(await version.json()).toEqual({ data: { apiVersion: 'mock-1' } });
    const me = await graphql('{ me { email } }', { Authorization: 'Bearer nada' });
    expect(await me.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    const wrong = await graphql('mutation { login(identifier: "ninguem@exemplo.com.br", password: "x") { token } }');
    expect(await wrong.json()).toMatchObject({ errors: [{ message: 'E-mail, CPF ou senha incorretos.', extensions: { code: 'INVALID_CREDENTIALS' } }] });
  });

  it('answers the contract’s HTTP endpoints beside it, and nothing else', async () => {
    const resend = await fetch(`${backend.origin}/api/confirmation/resend?email=ninguem%40exemplo.com.br`, { method: 'POST' });
    expect([resend.status, await resend.json()]).toEqual([404, { sent: false }]);
    const token = await fetch(`${backend.origin}/oauth2/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x' }) });
    expect([token.status, await token.json()]).toEqual([400, { error: 'invalid_grant' }]);
    expect((await fetch(`${backend.origin}/login`)).status).toBe(404);
  });
});
