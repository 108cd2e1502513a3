/** Messages the transport itself may show to the user. */
export const transportMessages = {
  network: 'Sem conexão com a internet',
  badResponse: 'O servidor respondeu de um jeito inesperado. Tente novamente em instantes.',
  timeout: 'O servidor demorou para responder. Verifique sua conexão e tente novamente.',
  unavailable: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  tooManyAttemptsUnknown: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  tooManyAttempts: (wait: string) => `Muitas tentativas. Tente novamente em ${wait}.`,
  seconds: (n: number) => (n === 1 ? '1 segundo' : `${n} segundos`),
  minutes: (n: number) => (n === 1 ? '1 minuto' : `${n} minutos`),
} as const;

/** One entry of a GraphQL response's `errors`, as far as the transport can vouch for it. */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The server answered, and its answer carried `errors`. */
export class GraphQLResponseError extends Error {
  override readonly name = 'GraphQLResponseError';
  constructor(readonly errors: readonly GraphQLErrorEntry[]) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL error');
  }
}

/** The request never got an answer (offline, DNS, connection reset, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super(transportMessages.network, options);
  }
}

/** The server did not answer within the transport's time limit; the request was aborted. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(transportMessages.timeout);
  }
}

/** The server answered with something that is not a GraphQL response. */
export class BadResponseError extends Error {
  override readonly name = 'BadResponseError';
  /** `retryAfter`: the raw `Retry-After` header of a 429 (seconds or an HTTP date), for the screen to explain. */
  constructor(
    readonly status: number,
    readonly retryAfter: string | null = null,
  ) {
    super(transportMessages.badResponse);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a response's `errors` defensively: whatever the shape, it becomes a list of `{ message }`. */
export function toErrorEntries(raw: unknown): GraphQLErrorEntry[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((entry) => {
    if (!isRecord(entry)) return { message: typeof entry === 'string' ? entry : transportMessages.badResponse };
    const message = typeof entry.message === 'string' ? entry.message : transportMessages.badResponse;
    return isRecord(entry.extensions) ? { message, extensions: entry.extensions } : { message };
  });
}
