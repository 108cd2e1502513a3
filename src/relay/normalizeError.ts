import { BadResponseError, GraphQLResponseError, NetworkError, TimeoutError, toErrorEntries, transportMessages, type GraphQLErrorEntry } from './errors';

/** The sign-up fields whose server validation errors show under the field itself (spec §8). */
export const serverFields = ['email', 'identity', 'phoneNumber'] as const;
export type ServerField = (typeof serverFields)[number];

/** What the screens show for a failure they could not explain otherwise. */
export const normaliseMessages = {
  unexpected: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
} as const;

/** The server's `UNCONFIRMED#<email>#<resend URL>`: the account exists but its e-mail is not confirmed. */
export interface UnconfirmedAccount {
  email: string;
  resendUrl: string;
}

/** Any failure, in the shape the screens use. */
export interface NormalisedError {
  /** Messages under a field, by field. */
  fieldErrors: Partial<Record<ServerField, string[]>>;
  /** Messages for the list under the form. */
  generalErrors: string[];
  /** Set when the server reported an unconfirmed account; the screen then goes to `/unconfirmed-user`. */
  unconfirmed: UnconfirmedAccount | null;
}

const UNCONFIRMED = /UNCONFIRMED#([^#\s]+)#(\S+)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isServerField(name: string): name is ServerField {
  return (serverFields as readonly string[]).includes(name);
}

/** `input.email` and `email` are the same field. */
function fieldName(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
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

function addEntry(result: NormalisedError, entry: GraphQLErrorEntry): void {
  const unconfirmed = parseUnconfirmed(entry.message);
  if (unconfirmed) {
    result.unconfirmed = unconfirmed;
    return;
  }
  const validation = entry.extensions?.validation;
  if (entry.message === 'validation' && isRecord(validation)) {
    for (const [key, value] of Object.entries(validation)) {
      const messages = messagesOf(value);
      if (messages.length === 0) continue;
      const field = fieldName(key);
      if (isServerField(field)) (result.fieldErrors[field] ??= []).push(...messages);
      else result.generalErrors.push(messages.join(' '));
    }
    return;
  }
  // A bare 'validation' without its details says nothing a person can act on.
  if (entry.message.trim() && entry.message !== 'validation') result.generalErrors.push(entry.message.trim());
}

/** `errors` of a bare GraphQL body, or of Relay's own error (`source.errors`), when present. */
function rawGraphQLErrors(error: unknown): unknown {
  if (!isRecord(error)) return undefined;
  if (Array.isArray(error.errors)) return error.errors;
  return isRecord(error.source) && Array.isArray(error.source.errors) ? error.source.errors : undefined;
}

function isFetchFailure(error: unknown): boolean {
  // What fetch itself throws offline, when called outside the transport (Chromium, Firefox, Safari).
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}

/**
 * `Retry-After` in whole seconds from `nowMs`: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when absent or unreadable; never negative.
 */
export function retryAfterSeconds(header: string | null | undefined, nowMs: number): number | null {
  if (header == null) return null;
  const trimmed = header.trim();
  if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed);
  // Only an HTTP date (it names a weekday or month); Date.parse would read '-5' as a year.
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

/**
 * The message for a failure of the transport itself (no answer, timeout, outage, rate limit,
 * an answer that is not GraphQL), or null when the failure came from the GraphQL layer.
 */
export function transportFailureMessage(error: unknown, nowMs: number = Date.now()): string | null {
  try {
    if (error instanceof TimeoutError) return transportMessages.timeout;
    if (error instanceof NetworkError || isFetchFailure(error)) return transportMessages.network;
    if (!(error instanceof BadResponseError)) return null;
    if (error.status === 429) return tooManyAttemptsMessage(retryAfterSeconds(error.retryAfter, nowMs));
    return error.status >= 500 ? transportMessages.unavailable : transportMessages.badResponse;
  } catch {
    // A proxy whose prototype lookup throws is no transport failure the screens can explain.
    return null;
  }
}

/**
 * Turns any failure into field errors and general errors (spec §8). Server validation errors
 * on email, identity or phoneNumber go under that field (keys may come as `input.email`);
 * every other validation entry's messages are joined into one general message; an
 * `UNCONFIRMED#…` message is parsed; any other GraphQL error gives its message; a transport
 * failure gives `transportFailureMessage` (no connection, timeout, outage, 'Muitas tentativas…
 * Tente novamente em N segundos'); anything else a Portuguese fallback. Never throws.
 */
export function normaliseError(error: unknown, nowMs: number = Date.now()): NormalisedError {
  const result: NormalisedError = { fieldErrors: {}, generalErrors: [], unconfirmed: null };
  try {
    const transport = transportFailureMessage(error, nowMs);
    if (transport !== null) {
      result.generalErrors.push(transport);
    } else if (error instanceof GraphQLResponseError) {
      for (const entry of error.errors) addEntry(result, entry);
    } else {
      const raw = rawGraphQLErrors(error);
      if (raw !== undefined) for (const entry of toErrorEntries(raw)) addEntry(result, entry);
    }
  } catch {
    // A hostile shape (getters that throw, proxies): the fallback below covers it.
  }
  result.generalErrors = [...new Set(result.generalErrors)];
  const explained = result.unconfirmed !== null || result.generalErrors.length > 0 || Object.keys(result.fieldErrors).length > 0;
  if (!explained) result.generalErrors.push(normaliseMessages.unexpected);
  return result;
}
