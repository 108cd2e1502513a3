import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { BadResponseError, GraphQLResponseError, NetworkError, TimeoutError, toErrorEntries } from './errors';

/** How long a request may take before it is aborted and the person is asked to try again. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface FetchGraphQLOptions {
  /** The endpoint; `/graphql` unless configured. */
  url: string;
  /** The session token, read at each request; none → no Authorization header. */
  getToken?: () => string | null;
  fetchImpl?: typeof fetch;
  /**
   * Milliseconds before an unanswered request (or a body that stops arriving) is aborted with
   * `TimeoutError`; `DEFAULT_TIMEOUT_MS` (20 s) unless set. A hanging server otherwise leaves the
   * submit button spinning for ever.
   */
  timeoutMs?: number;
}

/**
 * POSTs one operation as `{ query, variables }` and returns its JSON. A body with `errors`
 * rejects with `GraphQLResponseError`; no answer rejects with `NetworkError`; an answer
 * that is not GraphQL JSON rejects with `BadResponseError`.
 */
export function createFetchGraphQL({ url, getToken, fetchImpl, timeoutMs = DEFAULT_TIMEOUT_MS }: FetchGraphQLOptions) {
  return async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': 'pt-BR',
      'Content-Type': 'application/json',
    };
    const token = getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      let response: Response;
      try {
        response = await (fetchImpl ?? fetch)(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ query: params.text, variables }),
          signal: controller.signal,
        });
      } catch (cause) {
        throw timedOut ? new TimeoutError(timeoutMs) : new NetworkError({ cause });
      }
      // Rate limiting may come from a gateway in front of the API, whatever the body says.
      if (response.status === 429) throw new BadResponseError(429, response.headers.get('Retry-After'));
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        // The abort also cuts a body that stops half way: that is the same slow server.
        throw timedOut ? new TimeoutError(timeoutMs) : new BadResponseError(response.status);
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadResponseError(response.status);
      const { errors, data } = body as { errors?: unknown; data?: unknown };
      // `errors: []` is how some servers say "no errors"; it must not hide the data.
      if (errors != null && !(Array.isArray(errors) && errors.length === 0)) throw new GraphQLResponseError(toErrorEntries(errors));
      // A 5xx with a GraphQL body of errors is explained above; any other 5xx is an outage.
      if (!response.ok || data == null) throw new BadResponseError(response.status);
      return body as GraphQLResponse;
    } finally {
      clearTimeout(timer);
    }
  };
}
