/**
 * The OAuth2 authorization request (RFC 6749 §4.1.1, PKCE RFC 7636 §4.3) as the authorize
 * screen reads it from its query, the checks against the client the backend describes, and
 * the redirects back to the client. Nothing here throws, and nothing here builds a URL that
 * is not on a redirect URI registered for the client (exact match).
 */

import { paths } from '../../../services/paths';

/** Stands for this portal's origin when reading a stored path (`//host` or `/\\host` leave it). */
const PORTAL_ORIGIN = 'https://portal.invalid';

/** Why a request is refused: the screen explains it and sends the person nowhere. */
export type InvalidReason =
  | 'missingParameters'
  | 'unsupportedResponseType'
  | 'unsupportedPkce'
  | 'pkceRequired'
  | 'unknownClient'
  | 'unregisteredRedirectUri'
  | 'unknownScope';

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  responseType: 'code';
  /** The requested scopes, in order, without repeats. */
  scopes: string[];
  state: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: 'S256' | null;
  /** `target=register`: a signed-out person signs up instead of signing in. */
  signUp: boolean;
}

export type ParsedRequest = { ok: true; request: AuthorizeRequest } | { ok: false; reason: InvalidReason };

/** What the screen needs to know of the client, from the backend. */
export interface ClientDescription {
  redirectUris: readonly string[];
  scopes: readonly { name: string }[];
  /** A confidential client (it keeps a secret on its server) may leave PKCE out; a public one may not. */
  confidential: boolean;
}

// RFC 7636 §4.2: the S256 challenge is 43 base64url characters.
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

function single(params: URLSearchParams, name: string): string | null {
  // A repeated parameter is as invalid as a missing one (RFC 6749 §3.1).
  const values = params.getAll(name);
  return values.length === 1 && values[0] !== '' ? (values[0] ?? null) : null;
}

/** Reads the authorize query (`?client_id=…`, with or without the `?`). */
export function parseAuthorizeRequest(search: string): ParsedRequest {
  const params = new URLSearchParams(search);
  const clientId = single(params, 'client_id');
  const redirectUri = single(params, 'redirect_uri');
  const responseType = single(params, 'response_type');
  if (clientId === null || redirectUri === null || responseType === null) return { ok: false, reason: 'missingParameters' };
  if (responseType !== 'code') return { ok: false, reason: 'unsupportedResponseType' };
  const codeChallenge = single(params, 'code_challenge');
  const method = single(params, 'code_challenge_method');
  // A challenge without a method means `plain` (RFC 7636 §4.3), which leaks the verifier: refused.
  if (codeChallenge !== null && (method !== 'S256' || !S256_CHALLENGE.test(codeChallenge))) return { ok: false, reason: 'unsupportedPkce' };
  if (codeChallenge === null && params.has('code_challenge_method')) return { ok: false, reason: 'unsupportedPkce' };
  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      responseType: 'code',
      scopes: [...new Set((single(params, 'scope') ?? '').split(' ').filter(Boolean))],
      state: single(params, 'state'),
      codeChallenge,
      codeChallengeMethod: codeChallenge === null ? null : 'S256',
      signUp: params.get('target') === 'register',
    },
  };
}

/**
 * The `client_id` of an OAuth2 authorize request stored as the after-login redirect (a path of this
 * portal, `/oauth2/authorize?client_id=…`), or null for any other redirect or a request that cannot be read.
 */
export function authorizeClientIdOf(redirect: string | null): string | null {
  if (redirect === null) return null;
  let url: URL;
  try {
    url = new URL(redirect, PORTAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PORTAL_ORIGIN || url.pathname !== paths.oauth2Authorize()) return null;
  const parsed = parseAuthorizeRequest(url.search);
  return parsed.ok ? parsed.request.clientId : null;
}

/** What is wrong with `request` for `client` (null when the backend knows no such client), or null when nothing is. */
export function checkAgainstClient(request: AuthorizeRequest, client: ClientDescription | null | undefined): InvalidReason | null {
  if (!client) return 'unknownClient';
  if (!client.redirectUris.includes(request.redirectUri)) return 'unregisteredRedirectUri';
  const known = new Set(client.scopes.map((scope) => scope.name));
  if (request.scopes.some((scope) => !known.has(scope))) return 'unknownScope';
  // RFC 9700 §2.1.1: a public client must use PKCE (its code is otherwise anyone's who sees the redirect).
  if (!client.confidential && request.codeChallenge === null) return 'pkceRequired';
  return null;
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The registered `redirectUri` with `params` added to its query (values encoded by the URL
 * API), or null when it is not one of `registered` exactly. The result never leaves its origin and path.
 */
export function buildClientRedirect(redirectUri: string, registered: readonly string[], params: Record<string, string | null>): string | null {
  if (!registered.includes(redirectUri)) return null;
  const url = parseHttpUrl(redirectUri);
  if (!url) return null;
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url.href;
}

/** Where 'Cancelar' goes: the registered redirect URI with `error=access_denied` and the same `state` (RFC 6749 §4.1.2.1). */
export function denyRedirect(request: AuthorizeRequest, registered: readonly string[]): string | null {
  return buildClientRedirect(request.redirectUri, registered, { error: 'access_denied', state: request.state });
}

/**
 * Whether the backend's `redirectTo` may be followed: it must start with the registered redirect
 * URI the client sent, on the same origin and path (defence in depth against a backend bug).
 */
export function isOnRedirectUri(redirectTo: string, request: AuthorizeRequest, registered: readonly string[]): boolean {
  if (!registered.includes(request.redirectUri) || !redirectTo.startsWith(request.redirectUri)) return false;
  const target = parseHttpUrl(redirectTo);
  const expected = parseHttpUrl(request.redirectUri);
  return target !== null && expected !== null && target.origin === expected.origin && target.pathname === expected.pathname && target.username === '';
}
