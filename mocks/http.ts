/**
 * The mock backend's HTTP surface, independent of the server that carries it: MSW in the
 * browser and in Vitest, a Vite middleware on the dev and preview servers.
 */
import { createMockBackend, RESEND_CONFIRMATION_PATH, type MockBackend } from './backend.ts';
import { tokenParams, type RequestContext } from './oauth.ts';
import type { WebAuthnSettings } from './passkeys.ts';

export interface MockResponse {
  status: number;
  body: object;
}

export const GRAPHQL_PATH = '/graphql';
/** The OAuth2 token endpoint (authorization code + PKCE). */
export const OAUTH_TOKEN_PATH = '/oauth2/token';
/** What the mock "sent" (e-mails and SMS), newest first; `?to=` filters by address or phone digits. */
export const OUTBOX_PATH = '/__mock/outbox';

export function createMockHttp(sdl: string, webAuthn: WebAuthnSettings = {}) {
  const backend: MockBackend = createMockBackend(sdl, undefined, webAuthn);
  return {
    backend,
    /**
     * Answers `method path` with `body` (parsed JSON, the raw text when it is not JSON, or
     * undefined), the request's `context` (its Authorization header) and its query string; null when not ours.
     */
    async handle(method: string, pathname: string, body: unknown, context: RequestContext = {}, search?: string): Promise<MockResponse | null> {
      if (pathname === GRAPHQL_PATH) {
        if (method !== 'POST') return { status: 405, body: { errors: [{ message: 'Use POST.' }] } };
        if (!body || typeof body !== 'object') {
          return { status: 400, body: { errors: [{ message: 'O corpo da requisição não é um JSON válido.' }] } };
        }
        return { status: 200, body: await backend.execute(body, context) };
      }
      if (pathname === OAUTH_TOKEN_PATH) {
        if (method !== 'POST') return { status: 405, body: { error: 'invalid_request' } };
        const params = tokenParams(body);
        return params ? backend.oauth.exchange(params) : { status: 400, body: { error: 'invalid_request' } };
      }
      if (pathname === OUTBOX_PATH && method === 'GET') {
        const to = search === undefined ? null : new URLSearchParams(search).get('to');
        const messages = backend.store.outbox.filter((message) => to === null || message.to.toLowerCase() === to.trim().toLowerCase());
        return { status: 200, body: { messages: [...messages].reverse() } };
      }
      if (pathname === RESEND_CONFIRMATION_PATH && method === 'POST') {
        return backend.resendConfirmation(search === undefined ? null : new URLSearchParams(search).get('email'));
      }
      return null;
    },
  };
}
