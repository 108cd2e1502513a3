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

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export const handlers = [
  http.all('*/graphql', async ({ request }) => {
    const answer = await mock.handle(request.method, '/graphql', await readJson(request));
    return HttpResponse.json(answer?.body, { status: answer?.status ?? 404 });
  }),
  http.post('*/api/confirmation/resend', async ({ request }) => {
    const answer = await mock.handle('POST', new URL(request.url).pathname, undefined);
    return HttpResponse.json(answer?.body, { status: answer?.status ?? 404 });
  }),
];
