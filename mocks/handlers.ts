/**
 * The mock backend as MSW handlers, for Storybook and Vitest. The store lives as long as the
 * module; call `resetMockBackend()` between stories and tests.
 */
import { http, HttpResponse } from 'msw';
import sdl from '../schema.graphql?raw';
import { createMockHttp } from './http';

const mock = createMockHttp(sdl);

/** The backend behind the handlers, for tests that look at what it stored. */
export const mockBackend = mock.backend;

export function resetMockBackend(): void {
  mock.backend.store.reset();
}

/** The body as JSON; its raw text when it is not JSON (a form-encoded token request); undefined when unreadable. */
async function readBody(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const handlers = [
  http.all('*/graphql', async ({ request }) => {
    const answer = await mock.handle(request.method, '/graphql', await readBody(request), {
      authorization: request.headers.get('Authorization'),
      origin: new URL(request.url).origin,
    });
    return HttpResponse.json(answer?.body, { status: answer?.status ?? 404 });
  }),
  http.post('*/oauth2/token', async ({ request }) => {
    const answer = await mock.handle('POST', '/oauth2/token', await readBody(request));
    return HttpResponse.json(answer?.body, { status: answer?.status ?? 404 });
  }),
  http.get('*/__mock/outbox', async ({ request }) => {
    const url = new URL(request.url);
    const answer = await mock.handle('GET', url.pathname, undefined, {}, url.search);
    return HttpResponse.json(answer?.body, { status: answer?.status ?? 404 });
  }),
  http.post('*/api/confirmation/resend', async ({ request }) => {
    const url = new URL(request.url);
    const answer = await mock.handle('POST', url.pathname, undefined, {}, url.search);
    return HttpResponse.json(answer?.body, { status: answer?.status ?? 404 });
  }),
];
