import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { BadResponseError, GraphQLResponseError, NetworkError, toErrorEntries } from './errors';

export interface FetchGraphQLOptions {
  /** The endpoint; `/graphql` unless configured. */
  url: string;
  /** The session token, read at each request; none → no Authorization header. */
  getToken?: () => string | null;
  fetchImpl?: typeof fetch;
}

/**
 * POSTs one operation as `{ query, variables }` and returns its JSON. A body with `errors`
 * rejects with `GraphQLResponseError`; no answer rejects with `NetworkError`; an answer
 * that is not GraphQL JSON rejects with `BadResponseError`.
 */
export function createFetchGraphQL({ url, getToken, fetchImpl }: FetchGraphQLOptions) {
  return async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': 'pt-BR',
      'Content-Type': 'application/json',
    };
    const token = getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: params.text, variables }),
      });
    } catch (cause) {
      throw new NetworkError({ cause });
    }
    // Rate limiting may come from a gateway in front of the API, whatever the body says.
    if (response.status === 429) throw new BadResponseError(429, response.headers.get('Retry-After'));
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new BadResponseError(response.status);
    }
    if (typeof body !== 'object' || body === null) throw new BadResponseError(response.status);
    if ('errors' in body && body.errors != null) throw new GraphQLResponseError(toErrorEntries(body.errors));
    if (!response.ok || !('data' in body)) throw new BadResponseError(response.status);
    return body as GraphQLResponse;
  };
}
