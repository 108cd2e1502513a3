import { BadResponseError, GraphQLResponseError, NetworkError, TimeoutError, toErrorEntries, transportMessages, type GraphQLErrorEntry } from './errors';
import { retryAfterSeconds, tooManyAttemptsMessage, wholeSeconds } from './rateLimit';

export { retryAfterSeconds, tooManyAttemptsMessage, wholeSeconds } from './rateLimit';

/** The server's `UNCONFIRMED#<email>#<resend URL>`: the account exists but its e-mail is not confirmed. */
export interface UnconfirmedAccount {
  email: string;
  resendUrl: string;
}

/**
 * Any failure of a GraphQL call, sorted once (schema.graphql's header lists the contract). Every
 * kind that a person may be shown without the screen's own copy carries its Portuguese `message`.
 */
export type Failure =
  /** No answer, no answer in time, an outage (5xx) or an answer that is not GraphQL. */
  | { kind: 'network' | 'timeout' | 'unavailable' | 'badResponse'; message: string }
  /** HTTP 429 (`Retry-After`) or `TOO_MANY_ATTEMPTS` (`retryAfterSeconds`). */
  | { kind: 'rateLimited'; retryAfterSeconds: number | null; message: string }
  /** `UNAUTHENTICATED`: the session ended on the server. */
  | { kind: 'unauthenticated' }
  /** `UNCONFIRMED#…`: the account's e-mail was never confirmed. */
  | { kind: 'unconfirmed'; account: UnconfirmedAccount }
  /** A code of the contract; `message` is the server's (or the fallback), `attemptsLeft` for `INVALID_CODE`. */
  | { kind: 'invalidCredentials' | 'accountDisabled' | 'codeExpired' | 'notFound' | 'invalidToken'; message: string }
  /** A passkey's challenge spent or out of time, a passkey the server does not know, one that failed verification. */
  | { kind: 'challengeExpired' | 'passkeyNotFound' | 'passkeyRejected'; message: string }
  | { kind: 'invalidCode'; attemptsLeft: number | null; message: string }
  /**
   * `validation` entries by field (the last part of `input.email`) and any other GraphQL messages (both may
   * be empty); `alreadyRegistered`, the fields refused because an account already has that value (`email`, `identity`).
   */
  | { kind: 'rejected'; fieldErrors: Record<string, string[]>; messages: string[]; alreadyRegistered: string[] }
  /** Nothing a person can act on: the fallback message. */
  | { kind: 'unexpected'; message: string };

export type FailureKind = Failure['kind'];

/** What the screens show for a failure they could not explain otherwise. */
export const failureMessages = {
  unexpected: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
} as const;

const codeKinds = {
  INVALID_CREDENTIALS: 'invalidCredentials',
  ACCOUNT_DISABLED: 'accountDisabled',
  CODE_EXPIRED: 'codeExpired',
  NOT_FOUND: 'notFound',
  INVALID_TOKEN: 'invalidToken',
  CHALLENGE_EXPIRED: 'challengeExpired',
  PASSKEY_NOT_FOUND: 'passkeyNotFound',
  PASSKEY_REJECTED: 'passkeyRejected',
} as const;

const UNCONFIRMED = /UNCONFIRMED#([^#\s]+)#(\S+)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's name without its prefix (`input.email` → `email`). */
const fieldName = (key: string) => key.slice(key.lastIndexOf('.') + 1);

function messagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

/** Parses `UNCONFIRMED#<email>#<resend URL>` anywhere in `message`; null when it is not one. */
export function parseUnconfirmed(message: string): UnconfirmedAccount | null {
  const match = UNCONFIRMED.exec(message);
  return match?.[1] && match[2] ? { email: match[1], resendUrl: match[2] } : null;
}

const rateLimited = (seconds: number | null): Failure => ({ kind: 'rateLimited', retryAfterSeconds: seconds, message: tooManyAttemptsMessage(seconds) });

function isFetchFailure(error: unknown): boolean {
  // What fetch itself throws offline, when called outside the transport (Chromium, Firefox, Safari).
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}

function transportFailure(error: unknown, nowMs: number): Failure | null {
  if (error instanceof TimeoutError) return { kind: 'timeout', message: transportMessages.timeout };
  if (error instanceof NetworkError || isFetchFailure(error)) return { kind: 'network', message: transportMessages.network };
  if (!(error instanceof BadResponseError)) return null;
  if (error.status === 429) return rateLimited(retryAfterSeconds(error.retryAfter, nowMs));
  return error.status >= 500 ? { kind: 'unavailable', message: transportMessages.unavailable } : { kind: 'badResponse', message: transportMessages.badResponse };
}

/** The GraphQL error entries of a `GraphQLResponseError`, a bare body (`errors`) or Relay's own error (`source.errors`). */
function entriesOf(error: unknown): GraphQLErrorEntry[] {
  if (error instanceof GraphQLResponseError) return [...error.errors];
  if (!isRecord(error)) return [];
  if (Array.isArray(error.errors)) return toErrorEntries(error.errors);
  return isRecord(error.source) && Array.isArray(error.source.errors) ? toErrorEntries(error.source.errors) : [];
}

function graphQLFailure(entries: GraphQLErrorEntry[]): Failure | null {
  const code = (entry: GraphQLErrorEntry) => entry.extensions?.code;
  if (entries.some((entry) => code(entry) === 'UNAUTHENTICATED')) return { kind: 'unauthenticated' };
  for (const entry of entries) {
    const account = parseUnconfirmed(entry.message);
    if (account) return { kind: 'unconfirmed', account };
  }
  for (const entry of entries) {
    const value = code(entry);
    const message = entry.message.trim() || failureMessages.unexpected;
    if (value === 'TOO_MANY_ATTEMPTS') return rateLimited(wholeSeconds(entry.extensions?.retryAfterSeconds));
    if (value === 'INVALID_CODE') return { kind: 'invalidCode', attemptsLeft: wholeSeconds(entry.extensions?.attemptsLeft), message };
    if (typeof value === 'string' && value in codeKinds) return { kind: codeKinds[value as keyof typeof codeKinds], message };
  }
  const fieldErrors: Record<string, string[]> = {};
  const messages: string[] = [];
  const alreadyRegistered = new Set<string>();
  for (const entry of entries) {
    const validation = entry.extensions?.validation;
    if (entry.message === 'validation' && isRecord(validation)) {
      for (const [key, value] of Object.entries(validation)) {
        const list = messagesOf(value);
        if (list.length > 0) (fieldErrors[fieldName(key)] ??= []).push(...list);
      }
      // Only a field the server also refused: a mark without its message explains nothing.
      for (const key of messagesOf(entry.extensions?.alreadyRegistered)) if (fieldErrors[fieldName(key)]) alreadyRegistered.add(fieldName(key));
    } else if (entry.message.trim() && entry.message !== 'validation') {
      // A bare 'validation' without its details says nothing a person can act on.
      messages.push(entry.message.trim());
    }
  }
  // Entries that explain nothing are still the server's refusal; the form shows the fallback for them.
  return entries.length > 0 ? { kind: 'rejected', fieldErrors, messages: [...new Set(messages)], alreadyRegistered: [...alreadyRegistered] } : null;
}

/**
 * The one failure classifier: whatever a mutation, a query or the transport threw (or a GraphQL
 * body's `errors`), as one `Failure`. Transport failures first, then the contract's meanings in this
 * order: `UNAUTHENTICATED`, `UNCONFIRMED#…`, the first entry with a known code, then validation and
 * other messages; anything else is `unexpected`. Never throws.
 */
export function classifyFailure(error: unknown, nowMs: number = Date.now()): Failure {
  try {
    const failure = transportFailure(error, nowMs) ?? graphQLFailure(entriesOf(error));
    if (failure) return failure;
  } catch {
    // A hostile shape (getters that throw, proxies): the fallback below covers it.
  }
  return { kind: 'unexpected', message: failureMessages.unexpected };
}
