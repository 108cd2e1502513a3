/**
 * The mock OAuth2 authorization server: the demo clients, the `oauthClient` and
 * `authorizeOAuthClient` resolvers, and the token endpoint (authorization code with PKCE,
 * RFC 6749 §4.1 and RFC 7636). Codes live in memory, are single-use and last 10 minutes.
 */
import { GraphQLError } from 'graphql';
import { randomBase64url } from './base64url.ts';
import { verifyPkce } from './pkce.ts';
import { bearerSubject } from './signIn.ts';

export { s256Challenge, verifyPkce } from './pkce.ts';

/** What the mock knows about a request besides its GraphQL body. */
export interface RequestContext {
  /** The `Authorization` header, as sent. */
  authorization?: string | null;
  /** The portal's origin as the request reached it (the expected WebAuthn origin unless the mock's settings name one). */
  origin?: string;
}

export interface OAuthClientRecord {
  id: string;
  name: string;
  redirectUris: string[];
  /** The scopes the client may request. */
  scopes: string[];
  /**
   * A confidential client keeps a secret on its server (RFC 6749 §2.1) and may leave PKCE out; a
   * public one (a browser or phone app) must send an S256 challenge.
   */
  confidential: boolean;
}

/** Every scope the portal knows, described for the person who grants it. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  openid: 'Confirmar que é você quem está usando a conta',
  profile: 'Ver o seu nome e o tipo do seu cadastro',
  email: 'Ver o seu endereço de e-mail',
  points: 'Consultar o seu saldo de pontos no programa',
};

export const OAUTH_CLIENTS: readonly OAuthClientRecord[] = [
  { id: 'loja-parceira', name: 'Loja Parceira', redirectUris: ['https://loja.exemplo.com.br/oauth/callback'], scopes: ['openid', 'profile', 'email'], confidential: false },
  { id: 'app-vendas', name: 'App de Vendas', redirectUris: ['https://vendas.exemplo.com.br/callback'], scopes: ['openid', 'profile', 'points'], confidential: true },
];

/** A PKCE pair (RFC 7636 appendix B) for the demo authorize link printed by the dev server. */
export const OAUTH_DEMO = {
  clientId: 'loja-parceira',
  redirectUri: 'https://loja.exemplo.com.br/oauth/callback',
  scope: 'openid profile email',
  state: 'demo-estado-123',
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
} as const;

/** The demo authorize link's query (`OAUTH_DEMO`, with its S256 challenge). */
export function demoAuthorizeQuery(): string {
  return new URLSearchParams({
    client_id: OAUTH_DEMO.clientId,
    redirect_uri: OAUTH_DEMO.redirectUri,
    response_type: 'code',
    scope: OAUTH_DEMO.scope,
    state: OAUTH_DEMO.state,
    code_challenge: OAUTH_DEMO.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
}

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const ACCESS_TOKEN_LIFETIME_S = 3600;
// RFC 7636 §4.1: 43 to 128 unreserved characters.
interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  subject: string;
  scopes: string[];
  expiresAt: number;
  used: boolean;
}

export interface AuthorizeArgs {
  clientId: string;
  redirectUri: string;
  responseType: string;
  scope?: string | null;
  state?: string | null;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
}

function invalidRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'INVALID_REQUEST' } });
}

/** The requested scopes, space-separated (RFC 6749 §3.3), without repeats. */
export function parseScopes(scope: string | null | undefined): string[] {
  return [...new Set((scope ?? '').split(' ').filter(Boolean))];
}

export type TokenResponse = { status: 200; body: { access_token: string; token_type: 'Bearer'; expires_in: number } } | { status: 400; body: { error: string } };

export function createOAuthServer(now: () => number = Date.now) {
  const codes = new Map<string, IssuedCode>();
  const clientOf = (id: string) => OAUTH_CLIENTS.find((client) => client.id === id);

  const resolvers = {
    oauthClient({ clientId }: { clientId: string }) {
      const client = clientOf(clientId);
      if (!client) return null;
      return {
        id: client.id,
        name: client.name,
        redirectUris: client.redirectUris,
        confidential: client.confidential,
        scopes: client.scopes.map((name) => ({ name, description: SCOPE_DESCRIPTIONS[name] ?? name })),
      };
    },
    authorizeOAuthClient(args: AuthorizeArgs, context: RequestContext | undefined) {
      const subject = bearerSubject(context?.authorization, now());
      if (subject === null) throw new GraphQLError('Entre na sua conta para autorizar o acesso.', { extensions: { code: 'UNAUTHENTICATED' } });
      const client = clientOf(args.clientId);
      if (!client) throw invalidRequest('Aplicativo desconhecido.');
      if (!client.redirectUris.includes(args.redirectUri)) throw invalidRequest('Endereço de retorno não cadastrado para este aplicativo.');
      if (args.responseType !== 'code') throw invalidRequest('Tipo de resposta não suportado.');
      const scopes = parseScopes(args.scope);
      if (scopes.some((scope) => !client.scopes.includes(scope))) throw invalidRequest('Permissão desconhecida.');
      const challenge = args.codeChallenge || null;
      // A challenge without a method means `plain` (RFC 7636 §4.3), which is refused.
      if (challenge !== null && args.codeChallengeMethod !== 'S256') throw invalidRequest('Método PKCE não suportado.');
      if (challenge === null && args.codeChallengeMethod) throw invalidRequest('Método PKCE sem desafio.');
      if (challenge === null && !client.confidential) throw invalidRequest('Este aplicativo precisa usar PKCE (S256).');
      const code = randomBase64url(24);
      codes.set(code, { clientId: client.id, redirectUri: args.redirectUri, codeChallenge: challenge, subject, scopes, expiresAt: now() + CODE_LIFETIME_MS, used: false });
      const redirectTo = new URL(args.redirectUri);
      redirectTo.searchParams.set('code', code);
      if (args.state) redirectTo.searchParams.set('state', args.state);
      return { redirectTo: redirectTo.href };
    },
  };

  /** `POST /oauth2/token` with grant_type=authorization_code (RFC 6749 §4.1.3). */
  async function exchange(params: Record<string, unknown>): Promise<TokenResponse> {
    const invalidGrant: TokenResponse = { status: 400, body: { error: 'invalid_grant' } };
    if (params.grant_type !== 'authorization_code') return { status: 400, body: { error: 'unsupported_grant_type' } };
    const code = typeof params.code === 'string' ? params.code : '';
    const issued = codes.get(code);
    if (!issued) return invalidGrant;
    // Spent at its first presentation, right or wrong, so a stolen code cannot be retried with guessed verifiers.
    const firstUse = !issued.used;
    issued.used = true;
    if (!firstUse || now() >= issued.expiresAt) return invalidGrant;
    if (params.client_id !== issued.clientId || params.redirect_uri !== issued.redirectUri) return invalidGrant;
    // A public client's code is only ever exchanged with its PKCE verifier (authorize requires the challenge).
    if (issued.codeChallenge === null && !clientOf(issued.clientId)?.confidential) return invalidGrant;
    if (issued.codeChallenge !== null && !(await verifyPkce(params.code_verifier, issued.codeChallenge))) return invalidGrant;
    return { status: 200, body: { access_token: randomBase64url(24), token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_S } };
  }

  return { resolvers, exchange, codes };
}

export type OAuthServer = ReturnType<typeof createOAuthServer>;

/** The token request's parameters, from a JSON object or a form-encoded string; null for anything else. */
export function tokenParams(body: unknown): Record<string, unknown> | null {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  return null;
}
