import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../../test/fuzz';
import { authorizeClientIdOf, buildClientRedirect, checkAgainstClient, denyRedirect, isOnRedirectUri, parseAuthorizeRequest, type AuthorizeRequest } from './authorizeRequest';

const redirectUri = 'https://loja.exemplo.com.br/oauth/callback';
const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const client = { redirectUris: [redirectUri], scopes: [{ name: 'openid' }, { name: 'profile' }, { name: 'email' }], confidential: false };
const confidentialClient = { ...client, confidential: true };

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const valid = {
  client_id: 'loja-parceira',
  redirect_uri: redirectUri,
  response_type: 'code',
  scope: 'openid email openid',
  state: 'xyz',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};
/** The same request without PKCE: only a confidential client may send it. */
const withoutPkce = { client_id: valid.client_id, redirect_uri: redirectUri, response_type: 'code', scope: valid.scope, state: valid.state };

function requestOf(params: Record<string, string>): AuthorizeRequest {
  const parsed = parseAuthorizeRequest(query(params));
  if (!parsed.ok) throw new Error(`refused: ${parsed.reason}`);
  return parsed.request;
}

describe('parseAuthorizeRequest', () => {
  it('reads every parameter, scopes without repeats', () => {
    expect(requestOf(valid)).toEqual({
      clientId: 'loja-parceira',
      redirectUri,
      responseType: 'code',
      scopes: ['openid', 'email'],
      state: 'xyz',
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      signUp: false,
    });
    expect(requestOf({ ...valid, target: 'register' }).signUp).toBe(true);
  });

  it('takes a request without scope, state or PKCE', () => {
    const { client_id, redirect_uri, response_type } = valid;
    expect(requestOf({ client_id, redirect_uri, response_type })).toMatchObject({ scopes: [], state: null, codeChallenge: null, codeChallengeMethod: null });
  });

  it.each([
    ['no parameters at all', '', 'missingParameters'],
    ['no client_id', query({ ...valid, client_id: '' }), 'missingParameters'],
    ['no redirect_uri', query({ redirect_uri: '', client_id: 'a', response_type: 'code' }), 'missingParameters'],
    ['a repeated client_id', `${query(valid)}&client_id=outro`, 'missingParameters'],
    ['response_type token', query({ ...valid, response_type: 'token' }), 'unsupportedResponseType'],
    ['the plain PKCE method', query({ ...valid, code_challenge_method: 'plain' }), 'unsupportedPkce'],
    ['a challenge without its method', query({ ...valid, code_challenge_method: '' }), 'unsupportedPkce'],
    ['a method without a challenge', query({ ...valid, code_challenge: '' }), 'unsupportedPkce'],
    ['a challenge that is not 43 base64url characters', query({ ...valid, code_challenge: 'curto' }), 'unsupportedPkce'],
  ])('refuses %s', (_, search, reason) => {
    expect(parseAuthorizeRequest(search)).toEqual({ ok: false, reason });
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.dictionary(fc.constantFrom(...Object.keys(valid), 'target', 'x'), fc.string()).map(query)), (search) => {
        const parsed = parseAuthorizeRequest(search);
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
  });
});

describe('checkAgainstClient', () => {
  it.each([
    ['an unknown client', valid, null, 'unknownClient'],
    ['a redirect URI that is not registered', { ...valid, redirect_uri: 'https://malicioso.exemplo.net/callback' }, client, 'unregisteredRedirectUri'],
    ['a registered URI with a trailing slash', { ...valid, redirect_uri: `${redirectUri}/` }, client, 'unregisteredRedirectUri'],
    ['a registered URI with a query added', { ...valid, redirect_uri: `${redirectUri}?a=1` }, client, 'unregisteredRedirectUri'],
    ['a registered URI in other case', { ...valid, redirect_uri: redirectUri.toUpperCase() }, client, 'unregisteredRedirectUri'],
    ['a scope the client does not have', { ...valid, scope: 'openid points' }, client, 'unknownScope'],
    ['a public client without PKCE', withoutPkce, client, 'pkceRequired'],
    ['nothing wrong', valid, client, null],
    ['nothing wrong with a confidential client without PKCE', withoutPkce, confidentialClient, null],
    ['nothing wrong with a confidential client with S256', valid, confidentialClient, null],
  ])('finds %s', (_, params, described, reason) => {
    expect(checkAgainstClient(requestOf(params), described)).toBe(reason);
  });
});

describe('redirects back to the client', () => {
  it('denies with error=access_denied and the same state, encoded', () => {
    const target = denyRedirect(requestOf({ ...valid, state: 'a b&c=d/é' }), client.redirectUris);
    expect(target).toBe(`${redirectUri}?error=access_denied&state=a+b%26c%3Dd%2F%C3%A9`);
    expect(new URL(target ?? '').searchParams.get('state')).toBe('a b&c=d/é');
    expect(denyRedirect(requestOf({ ...valid, state: '' }), client.redirectUris)).toBe(`${redirectUri}?error=access_denied`);
  });

  it('builds nothing for a URI that is not registered', () => {
    expect(denyRedirect(requestOf({ ...valid, redirect_uri: 'https://malicioso.exemplo.net/' }), client.redirectUris)).toBeNull();
    expect(buildClientRedirect('javascript:alert(1)', ['javascript:alert(1)'], {})).toBeNull();
  });

  it('never leaves the registered origin and path, whatever the parameters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.option(fc.string())), (params) => {
        const target = new URL(buildClientRedirect(redirectUri, client.redirectUris, params) ?? '');
        expect(`${target.origin}${target.pathname}`).toBe(redirectUri);
      }),
    );
  });

  it('follows only a redirectTo on the registered redirect URI the client sent', () => {
    const request = requestOf(valid);
    expect(isOnRedirectUri(`${redirectUri}?code=abc&state=xyz`, request, client.redirectUris)).toBe(true);
    expect(isOnRedirectUri('https://malicioso.exemplo.net/?code=abc', request, client.redirectUris)).toBe(false);
    expect(isOnRedirectUri(`${redirectUri}.malicioso.exemplo.net/?code=abc`, request, client.redirectUris)).toBe(false);
    expect(isOnRedirectUri(`${redirectUri}/../../outro?code=abc`, request, client.redirectUris)).toBe(false);
    expect(isOnRedirectUri(`${redirectUri}?code=abc`, requestOf({ ...valid, redirect_uri: 'https://outro.exemplo.com.br/' }), client.redirectUris)).toBe(false);
  });

  it('refuses every redirectTo that does not start with the registered URI', () => {
    const request = requestOf(valid);
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (url) => {
        expect(isOnRedirectUri(url, request, client.redirectUris)).toBe(url.startsWith(redirectUri) && new URL(url).pathname === '/oauth/callback');
      }),
      // Web URLs with queries are slow to generate: fewer runs here keep it within the time limit on a loaded machine; `npm run fuzz` runs thousands.
      fuzzParams(30),
    );
  });
});

describe('authorizeClientIdOf', () => {
  it('gives the client of an authorize request stored as the after-login redirect', () => {
    expect(authorizeClientIdOf(`/oauth2/authorize${query(valid)}`)).toBe('loja-parceira');
    expect(authorizeClientIdOf(`/oauth2/authorize${query({ ...valid, target: 'register' })}#x`)).toBe('loja-parceira');
  });

  it('gives null for any other redirect, another origin or a request that cannot be read', () => {
    expect(authorizeClientIdOf(null)).toBeNull();
    expect(authorizeClientIdOf('/profile/update')).toBeNull();
    expect(authorizeClientIdOf(`/oauth2/authorize?${new URLSearchParams({ client_id: 'loja-parceira' })}`)).toBeNull();
    expect(authorizeClientIdOf(`//evil.example/oauth2/authorize${query(valid)}`)).toBeNull();
    expect(authorizeClientIdOf(`/\\evil.example/oauth2/authorize${query(valid)}`)).toBeNull();
    expect(authorizeClientIdOf(`https://loja.exemplo.com.br/oauth2/authorize${query(valid)}`)).toBeNull();
    expect(authorizeClientIdOf(`/oauth2/authorize/x${query(valid)}`)).toBeNull();
  });

  it('never throws, and names a client only for the authorize path (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const clientId = authorizeClientIdOf(value);
        if (clientId !== null) expect(new URL(value, 'https://portal.invalid').pathname).toBe('/oauth2/authorize');
      }),
      fuzzParams(),
    );
  });
});
