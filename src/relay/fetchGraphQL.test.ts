import fc from 'fast-check';
import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fuzzParams } from '../test/fuzz';
import { BadResponseError, GraphQLResponseError, NetworkError, TimeoutError } from './errors';
import { createFetchGraphQL, DEFAULT_TIMEOUT_MS } from './fetchGraphQL';
import { classifyFailure } from './failure';
import { messagesFor } from './failureMessages';

const normaliseError = (error: unknown) => messagesFor(classifyFailure(error), []);

const params: RequestParameters = {
  id: null,
  cacheID: 'q',
  name: 'TestMutation',
  operationKind: 'mutation',
  text: 'mutation TestMutation { ok }',
  metadata: {},
  providedVariables: undefined,
};

/** A fetch that answers every call with `make()`, counting the calls. */
function answering(make: () => Response) {
  const calls: RequestInit[] = [];
  const fetchImpl: typeof fetch = (_input, init) => {
    calls.push(init ?? {});
    return Promise.resolve(make());
  };
  return { fetchImpl, calls };
}

/** A fetch that never answers until aborted, as a hanging server does. */
const hanging: typeof fetch = (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

async function failureOf(fetchImpl: typeof fetch, timeoutMs?: number): Promise<unknown> {
  const run = createFetchGraphQL({ url: '/graphql', fetchImpl, timeoutMs });
  return run(params, {}).then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

const messageOf = (error: unknown) => normaliseError(error).generalErrors;

afterEach(() => {
  vi.useRealTimers();
});

describe('createFetchGraphQL: timeouts', () => {
  it('aborts a hanging request after the default 20 s and says the server took too long', async () => {
    vi.useFakeTimers();
    const pending = failureOf(hanging);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(messageOf(error)).toEqual(['O servidor demorou para responder. Verifique sua conexão e tente novamente.']);
  });

  it('honours a configured limit', async () => {
    vi.useFakeTimers();
    const pending = failureOf(hanging, 500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it('times out a body that stops arriving half way', async () => {
    vi.useFakeTimers();
    const fetchImpl: typeof fetch = (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    };
    const pending = failureOf(fetchImpl, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it('clears its timer once answered, so a later abort cannot fire', async () => {
    vi.useFakeTimers();
    const { fetchImpl, calls } = answering(() => Response.json({ data: { ok: true } }));
    const run = createFetchGraphQL({ url: '/graphql', fetchImpl, timeoutMs: 100 });
    await expect(run(params, {})).resolves.toEqual({ data: { ok: true } });
    expect(vi.getTimerCount()).toBe(0);
    expect(calls[0]?.signal?.aborted).toBe(false);
  });

  it('keeps a connection failure a network error, not a timeout', async () => {
    const error = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error).toBeInstanceOf(NetworkError);
    expect(messageOf(error)).toEqual(['Sem conexão com a internet']);
  });
});

describe('createFetchGraphQL: answers that are not GraphQL', () => {
  const html = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
  it.each([
    ['an HTML page with 200', () => new Response(html, { status: 200, headers: { 'Content-Type': 'text/html' } }), 'O servidor respondeu de um jeito inesperado. Tente novamente em instantes.'],
    ['truncated JSON', () => new Response('{"data":{"createUser":', { status: 200 }), 'O servidor respondeu de um jeito inesperado. Tente novamente em instantes.'],
    ['an empty body', () => new Response('', { status: 200 }), 'O servidor respondeu de um jeito inesperado. Tente novamente em instantes.'],
    ['a JSON array', () => Response.json([1, 2]), 'O servidor respondeu de um jeito inesperado. Tente novamente em instantes.'],
    ['data null without errors', () => Response.json({ data: null }), 'O servidor respondeu de um jeito inesperado. Tente novamente em instantes.'],
    ['an HTML 502 page', () => new Response(html, { status: 502, headers: { 'Content-Type': 'text/html' } }), 'O serviço está indisponível no momento. Tente novamente em instantes.'],
    ['a 503 with JSON but no data', () => Response.json({ message: 'down' }, { status: 503 }), 'O serviço está indisponível no momento. Tente novamente em instantes.'],
    ['a 500 with data', () => Response.json({ data: { ok: true } }, { status: 500 }), 'O serviço está indisponível no momento. Tente novamente em instantes.'],
  ])('rejects %s with a Portuguese message', async (_label, make, message) => {
    const error = await failureOf(answering(make).fetchImpl);
    expect(error).toBeInstanceOf(BadResponseError);
    expect(messageOf(error)).toEqual([message]);
  });

  it('keeps Retry-After of a 429 and says when to try again', async () => {
    const error = await failureOf(answering(() => new Response('slow down', { status: 429, headers: { 'Retry-After': '90' } })).fetchImpl);
    expect(error).toBeInstanceOf(BadResponseError);
    expect((error as BadResponseError).retryAfter).toBe('90');
    expect(messageOf(error)).toEqual(['Muitas tentativas. Tente novamente em 2 minutos.']);
  });

  it('treats errors: [] beside data as success', async () => {
    const run = createFetchGraphQL({ url: '/graphql', fetchImpl: answering(() => Response.json({ data: { ok: 1 }, errors: [] })).fetchImpl });
    await expect(run(params, {})).resolves.toEqual({ data: { ok: 1 }, errors: [] });
  });
});

describe('createFetchGraphQL: GraphQL errors of an unexpected shape', () => {
  it.each([
    ['errors as an object', { errors: { message: 'Falhou.' } }, ['Falhou.']],
    ['errors as a string', { errors: 'Falhou.' }, ['Falhou.']],
    ['errors as a number', { errors: 500 }, ['O servidor respondeu de um jeito inesperado. Tente novamente em instantes.']],
    ['entries without message', { errors: [{ code: 'BOOM' }], data: null }, ['O servidor respondeu de um jeito inesperado. Tente novamente em instantes.']],
    ['a message that is not a string', { errors: [{ message: { pt: 'x' } }] }, ['O servidor respondeu de um jeito inesperado. Tente novamente em instantes.']],
    ['extensions that are not an object', { errors: [{ message: 'validation', extensions: 'x' }] }, ['Ocorreu um erro inesperado. Tente novamente em instantes.']],
    ['validation details that are a string', { errors: [{ message: 'validation', extensions: { validation: 'x' } }] }, ['Ocorreu um erro inesperado. Tente novamente em instantes.']],
  ])('rejects %s with a Portuguese message, never a throw', async (_label, body, messages) => {
    const error = await failureOf(answering(() => Response.json(body)).fetchImpl);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(messageOf(error)).toEqual(messages);
  });

  it('rejects with one of its own errors for any JSON body, never a raw throw (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.integer({ min: 200, max: 599 }), async (body, status) => {
        const run = createFetchGraphQL({ url: '/graphql', fetchImpl: answering(() => Response.json(body, { status })).fetchImpl });
        try {
          await run(params, {});
        } catch (error) {
          expect([BadResponseError, GraphQLResponseError].some((type) => error instanceof type)).toBe(true);
          for (const message of normaliseError(error).generalErrors) expect(message).not.toMatch(/^(GraphQL error|Error|undefined)$/);
        }
      }),
      fuzzParams(200),
    );
  });
});
