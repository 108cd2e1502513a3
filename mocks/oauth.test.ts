import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsignedToken } from '../src/test/tokenFixtures';
import { createMockHttp } from './http';
import { createOAuthServer, OAUTH_DEMO, s256Challenge, verifyPkce, type RequestContext } from './oauth';
import { bearerSubject } from './signIn';
import sdl from '../schema.graphql?raw';

const CLIENT = `query ($clientId: String!) { oauthClient(clientId: $clientId) { id name redirectUris scopes { name description } } }`;
const AUTHORIZE = `mutation ($clientId: String!, $redirectUri: String!, $responseType: String!, $scope: String, $state: String, $codeChallenge: String, $codeChallengeMethod: String) {
  authorizeOAuthClient(clientId: $clientId, redirectUri: $redirectUri, responseType: $responseType, scope: $scope, state: $state, codeChallenge: $codeChallenge, codeChallengeMethod: $codeChallengeMethod) { redirectTo }
}`;

const validToken = unsignedToken({ sub: 'maria.silva@exemplo.com.br', exp: 4_102_444_800 });
const bearer = { authorization: `Bearer ${validToken}` };
const request = {
  clientId: OAUTH_DEMO.clientId,
  redirectUri: OAUTH_DEMO.redirectUri,
  responseType: 'code',
  scope: 'openid email',
  state: 'estado com espaço&=',
  codeChallenge: OAUTH_DEMO.codeChallenge,
  codeChallengeMethod: 'S256',
};

async function authorize(mock: ReturnType<typeof createMockHttp>, change: Partial<Record<keyof typeof request, string | null>> = {}, context: RequestContext = bearer) {
  const answer = await mock.handle('POST', '/graphql', { query: AUTHORIZE, variables: { ...request, ...change } }, context);
  return answer?.body as { data?: { authorizeOAuthClient: { redirectTo: string } } | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

function exchange(mock: ReturnType<typeof createMockHttp>, code: string, change: Record<string, string> = {}) {
  return mock.handle('POST', '/oauth2/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: OAUTH_DEMO.redirectUri,
    client_id: OAUTH_DEMO.clientId,
    code_verifier: OAUTH_DEMO.codeVerifier,
    ...change,
  });
}

describe('PKCE (RFC 7636)', () => {
  it('computes the S256 challenge of the RFC’s appendix B example', async () => {
    await expect(s256Challenge(OAUTH_DEMO.codeVerifier)).resolves.toBe(OAUTH_DEMO.codeChallenge);
    await expect(verifyPkce(OAUTH_DEMO.codeVerifier, OAUTH_DEMO.codeChallenge)).resolves.toBe(true);
  });

  it('refuses the challenge itself as a verifier (the `plain` method), a short verifier and a non-string', async () => {
    await expect(verifyPkce(OAUTH_DEMO.codeChallenge, OAUTH_DEMO.codeChallenge)).resolves.toBe(false);
    await expect(verifyPkce('curto', await s256Challenge('curto'))).resolves.toBe(false);
    await expect(verifyPkce(undefined, OAUTH_DEMO.codeChallenge)).resolves.toBe(false);
  });

  it('accepts every well-formed verifier against its own challenge, and no other verifier', async () => {
    const verifier = fc.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/);
    await fc.assert(
      fc.asyncProperty(verifier, verifier, async (a, b) => {
        const challenge = await s256Challenge(a);
        expect(await verifyPkce(a, challenge)).toBe(true);
        expect(await verifyPkce(b, challenge)).toBe(a === b);
      }),
      { numRuns: 50 },
    );
  });
});

describe('bearerSubject', () => {
  it('reads the subject of a JWT-shaped token that has not expired', () => {
    expect(bearerSubject(`Bearer ${validToken}`, Date.now())).toBe('maria.silva@exemplo.com.br');
    expect(bearerSubject(`Bearer ${unsignedToken({ sub: 'x', exp: 100 })}`, 100_000)).toBeNull();
    expect(bearerSubject(`Bearer ${unsignedToken({ sub: 'x' })}`, 0)).toBeNull();
    expect(bearerSubject(validToken, 0)).toBeNull();
    expect(bearerSubject(null, 0)).toBeNull();
  });

  it('never throws, whatever the header', () => {
    fc.assert(fc.property(fc.string(), (header) => void bearerSubject(`Bearer ${header}`, 0)));
  });
});

describe('oauthClient', () => {
  it('describes a demo client with its scopes in Portuguese, and gives null for an unknown one', async () => {
    const mock = createMockHttp(sdl);
    const known = await mock.handle('POST', '/graphql', { query: CLIENT, variables: { clientId: 'app-vendas' } });
    expect(known?.body).toEqual({
      data: {
        oauthClient: {
          id: 'app-vendas',
          name: 'App de Vendas',
          redirectUris: ['https://vendas.exemplo.com.br/callback'],
          scopes: [
            { name: 'openid', description: 'Confirmar que é você quem está usando a conta' },
            { name: 'profile', description: 'Ver o seu nome e o tipo do seu cadastro' },
            { name: 'points', description: 'Consultar o seu saldo de pontos no programa' },
          ],
        },
      },
    });
    const unknown = await mock.handle('POST', '/graphql', { query: CLIENT, variables: { clientId: 'desconhecido' } });
    expect(unknown?.body).toEqual({ data: { oauthClient: null } });
  });
});

describe('authorizeOAuthClient and the token endpoint', () => {
  it('issues a code on the registered redirect URI with the state, and exchanges it once for an access token', async () => {
    const mock = createMockHttp(sdl);
    const body = await authorize(mock);
    const redirectTo = new URL(body.data?.authorizeOAuthClient.redirectTo ?? '');
    expect(`${redirectTo.origin}${redirectTo.pathname}`).toBe(OAUTH_DEMO.redirectUri);
    expect(redirectTo.searchParams.get('state')).toBe(request.state);
    const code = redirectTo.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const first = await exchange(mock, code);
    expect(first?.status).toBe(200);
    expect(first?.body).toEqual({ access_token: expect.stringMatching(/\S{20,}/), token_type: 'Bearer', expires_in: 3600 });
    const second = await exchange(mock, code);
    expect(second).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('leaves out the state when none was given, and takes a form-encoded token request', async () => {
    const mock = createMockHttp(sdl);
    const redirectTo = new URL((await authorize(mock, { state: null })).data?.authorizeOAuthClient.redirectTo ?? '');
    expect([...redirectTo.searchParams.keys()]).toEqual(['code']);
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: redirectTo.searchParams.get('code') ?? '',
      redirect_uri: OAUTH_DEMO.redirectUri,
      client_id: OAUTH_DEMO.clientId,
      code_verifier: OAUTH_DEMO.codeVerifier,
    });
    expect((await mock.handle('POST', '/oauth2/token', form.toString()))?.status).toBe(200);
  });

  it.each([
    ['a wrong verifier', { code_verifier: 'x'.repeat(43) }],
    ['no verifier', { code_verifier: '' }],
    ['another redirect URI', { redirect_uri: 'https://loja.exemplo.com.br/outro' }],
    ['another client', { client_id: 'app-vendas' }],
  ])('refuses an exchange with %s, and the code is spent', async (_, change) => {
    const mock = createMockHttp(sdl);
    const code = new URL((await authorize(mock)).data?.authorizeOAuthClient.redirectTo ?? '').searchParams.get('code') ?? '';
    expect(await exchange(mock, code, change)).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    expect(await exchange(mock, code)).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code after its 10 minutes, and an unknown code', async () => {
    let now = Date.now();
    const server = createOAuthServer(() => now);
    const { redirectTo } = server.resolvers.authorizeOAuthClient(request, bearer);
    const code = new URL(redirectTo).searchParams.get('code') ?? '';
    now += 10 * 60 * 1000;
    const params = { grant_type: 'authorization_code', code, redirect_uri: request.redirectUri, client_id: request.clientId, code_verifier: OAUTH_DEMO.codeVerifier };
    expect(await server.exchange(params)).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    expect(await server.exchange({ ...params, code: 'nao-existe' })).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    expect(await server.exchange({ ...params, grant_type: 'password' })).toEqual({ status: 400, body: { error: 'unsupported_grant_type' } });
  });

  it.each([
    ['no session', {}, {}, 'UNAUTHENTICATED'],
    ['an expired session', {}, { authorization: `Bearer ${unsignedToken({ sub: 'x', exp: 1 })}` }, 'UNAUTHENTICATED'],
    ['an unknown client', { clientId: 'desconhecido' }, bearer, 'INVALID_REQUEST'],
    ['a redirect URI that is not registered', { redirectUri: 'https://malicioso.exemplo.net/callback' }, bearer, 'INVALID_REQUEST'],
    ['a registered redirect URI with something added', { redirectUri: `${OAUTH_DEMO.redirectUri}?x=1` }, bearer, 'INVALID_REQUEST'],
    ['response_type token', { responseType: 'token' }, bearer, 'INVALID_REQUEST'],
    ['a scope the client does not have', { scope: 'openid points' }, bearer, 'INVALID_REQUEST'],
    ['the plain PKCE method', { codeChallengeMethod: 'plain' }, bearer, 'INVALID_REQUEST'],
    ['a challenge without its method', { codeChallengeMethod: null }, bearer, 'INVALID_REQUEST'],
    ['a public client without PKCE', { codeChallenge: null, codeChallengeMethod: null }, bearer, 'INVALID_REQUEST'],
  ])('refuses %s with extensions.code %s and issues no code', async (_, change, context, code) => {
    const mock = createMockHttp(sdl);
    const body = await authorize(mock, change, context);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(mock.backend.oauth.codes.size).toBe(0);
  });
});

describe('confidential clients', () => {
  const vendas = { clientId: 'app-vendas', redirectUri: 'https://vendas.exemplo.com.br/callback', scope: 'openid points' };

  it('says which client is confidential: the public demo client must use PKCE, the confidential one may not', async () => {
    const mock = createMockHttp(sdl);
    const ask = async (clientId: string) =>
      (await mock.handle('POST', '/graphql', { query: 'query ($clientId: String!) { oauthClient(clientId: $clientId) { confidential } }', variables: { clientId } }))?.body;
    expect(await ask('loja-parceira')).toEqual({ data: { oauthClient: { confidential: false } } });
    expect(await ask('app-vendas')).toEqual({ data: { oauthClient: { confidential: true } } });
  });

  it('gives a confidential client a code without PKCE, exchanged without a verifier', async () => {
    const mock = createMockHttp(sdl);
    const body = await authorize(mock, { ...vendas, codeChallenge: null, codeChallengeMethod: null });
    const code = new URL(body.data?.authorizeOAuthClient.redirectTo ?? '').searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    expect((await exchange(mock, code, { client_id: vendas.clientId, redirect_uri: vendas.redirectUri, code_verifier: '' }))?.status).toBe(200);
  });

  it('still refuses the plain method from a confidential client', async () => {
    const mock = createMockHttp(sdl);
    const body = await authorize(mock, { ...vendas, codeChallengeMethod: 'plain' });
    expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_REQUEST');
    expect(mock.backend.oauth.codes.size).toBe(0);
  });

  it('refuses at the token endpoint a public client’s code that carries no challenge', async () => {
    const server = createOAuthServer();
    server.codes.set('sem-pkce', { clientId: OAUTH_DEMO.clientId, redirectUri: OAUTH_DEMO.redirectUri, codeChallenge: null, subject: 'x', scopes: [], expiresAt: Date.now() + 60_000, used: false });
    const params = { grant_type: 'authorization_code', code: 'sem-pkce', redirect_uri: OAUTH_DEMO.redirectUri, client_id: OAUTH_DEMO.clientId };
    expect(await server.exchange(params)).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });
});
