import { BadResponseError, GraphQLResponseError, NetworkError, TimeoutError, toErrorEntries, transportMessages, type GraphQLErrorEntry } from './errors';

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
  | { kind: 'invalidCode'; attemptsLeft: number | null; message: string }
  /** `validation` entries by field (the last part of `input.email`) and any other GraphQL messages (both may be empty). */
  | { kind: 'rejected'; fieldErrors: Record<string, string[]>; messages: string[] }
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
} as const;

const UNCONFIRMED = /UNCONFIRMED#([^#\s]+)#(\S+)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

/** Parses `UNCONFIRMED#<email>#<resend URL>` anywhere in `message`; null when it is not one. */
export function parseUnconfirmed(message: string): UnconfirmedAccount | null {
  const match = UNCONFIRMED.exec(message);
  return match?.[1] && match[2] ? { email: match[1], resendUrl: match[2] } : null;
}

/** Whole seconds from a number of seconds: finite and not negative, rounded up; anything else null. */
export function wholeSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;
}

/**
 * `Retry-After` in whole seconds from `nowMs` (RFC 9110 §10.2.3), read one way everywhere:
 * delay-seconds are digits only (`0` is now; a sign, a fraction or more than 9 digits is unreadable);
 * an HTTP date gives the seconds until it (0 once past). Null when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null | undefined, nowMs: number): number | null {
  if (header == null) return null;
  const trimmed = header.trim();
  if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed);
  // Only an HTTP date (it names a weekday); Date.parse would read '-5' or '1.5' as a date.
  if (!/^[A-Za-z]{3},/.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/** 'Muitas tentativas…' with when to try again: seconds under a minute, else whole minutes. */
export function tooManyAttemptsMessage(seconds: number | null): string {
  if (seconds === null) return transportMessages.tooManyAttemptsUnknown;
  const wait = seconds < 60 ? transportMessages.seconds(Math.max(1, seconds)) : transportMessages.minutes(Math.ceil(seconds / 60));
  return transportMessages.tooManyAttempts(wait);
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
  for (const entry of entries) {
    const validation = entry.extensions?.validation;
    if (entry.message === 'validation' && isRecord(validation)) {
      for (const [key, value] of Object.entries(validation)) {
        const list = messagesOf(value);
        if (list.length > 0) (fieldErrors[key.slice(key.lastIndexOf('.') + 1)] ??= []).push(...list);
      }
    } else if (entry.message.trim() && entry.message !== 'validation') {
      // A bare 'validation' without its details says nothing a person can act on.
      messages.push(entry.message.trim());
    }
  }
  // Entries that explain nothing are still the server's refusal; the form shows the fallback for them.
  return entries.length > 0 ? { kind: 'rejected', fieldErrors, messages: [...new Set(messages)] } : null;
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

/** A failure as a form shows it: messages under the form's own `fields`, the rest for the list under the form. */
export interface FailureMessages<F extends string> {
  fieldErrors: Partial<Record<F, string[]>>;
  generalErrors: string[];
}

/**
 * Spreads a failure over a form with `fields`: server validation of one of them goes under it; every
 * other validation entry's messages are joined into one general message; any other kind gives its
 * message (the screen maps the kinds it words itself before calling this).
 */
export function messagesFor<F extends string>(failure: Failure, fields: readonly F[]): FailureMessages<F> {
  const result: FailureMessages<F> = { fieldErrors: {}, generalErrors: [] };
  if (failure.kind === 'rejected') {
    const isField = (name: string): name is F => (fields as readonly string[]).includes(name);
    for (const [name, messages] of Object.entries(failure.fieldErrors)) {
      if (isField(name)) (result.fieldErrors[name] ??= []).push(...messages);
      else result.generalErrors.push(messages.join(' '));
    }
    result.generalErrors.push(...failure.messages);
  } else if (failure.kind === 'unauthenticated') {
    result.generalErrors.push(failureMessages.unexpected);
  } else if (failure.kind !== 'unconfirmed') {
    // (An unconfirmed account is no message: the screen sends the person to /unconfirmed-user.)
    result.generalErrors.push(failure.message);
  }
  result.generalErrors = [...new Set(result.generalErrors)];
  const explained = failure.kind === 'unconfirmed' || result.generalErrors.length > 0 || Object.keys(result.fieldErrors).length > 0;
  if (!explained) result.generalErrors.push(failureMessages.unexpected);
  return result;
}
