/**
 * The mock backend's HTTP surface, independent of the server that carries it: MSW in the
 * browser and in Vitest, a Vite middleware on the dev and preview servers.
 */
import { createMockBackend, RESEND_CONFIRMATION_PATH, type MockBackend } from './backend.ts';

export interface MockResponse {
  status: number;
  body: object;
}

export const GRAPHQL_PATH = '/graphql';

export function createMockHttp(sdl: string) {
  const backend: MockBackend = createMockBackend(sdl);
  return {
    backend,
    /** Answers `method path` with `body` (already parsed JSON, or undefined); null when not ours. */
    async handle(method: string, pathname: string, body: unknown): Promise<MockResponse | null> {
      if (pathname === GRAPHQL_PATH) {
        if (method !== 'POST') return { status: 405, body: { errors: [{ message: 'Use POST.' }] } };
        if (!body || typeof body !== 'object') {
          return { status: 400, body: { errors: [{ message: 'O corpo da requisição não é um JSON válido.' }] } };
        }
        return { status: 200, body: await backend.execute(body) };
      }
      if (pathname === RESEND_CONFIRMATION_PATH && method === 'POST') {
        return { status: 200, body: { sent: true } };
      }
      return null;
    },
  };
}
