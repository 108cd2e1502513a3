import { BadResponseError, GraphQLResponseError, toErrorEntries, type GraphQLErrorEntry } from '../../../relay/errors';
import { normaliseError, type UnconfirmedAccount } from '../../../relay/normalizeError';
import { loginMessages as m } from './messages';

/** A failed sign-in, as the screen handles it. */
export type LoginFailure =
  | { kind: 'invalidCredentials' }
  | { kind: 'disabled' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'unconfirmed'; account: UnconfirmedAccount }
  | { kind: 'other'; messages: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entriesOf(error: unknown): GraphQLErrorEntry[] {
  if (error instanceof GraphQLResponseError) return [...error.errors];
  if (!isRecord(error)) return [];
  if (Array.isArray(error.errors)) return toErrorEntries(error.errors);
  return isRecord(error.source) && Array.isArray(error.source.errors) ? toErrorEntries(error.source.errors) : [];
}

/**
 * `Retry-After` in whole seconds from `nowMs`: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when absent or unreadable; never negative.
 */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | null {
  if (header == null) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

function secondsOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;
}

/** Classifies any failure of the `login` mutation. Never throws. */
export function classifyLoginFailure(error: unknown, nowMs: number = Date.now()): LoginFailure {
  if (error instanceof BadResponseError && error.status === 429) {
    return { kind: 'rateLimited', retryAfterSeconds: parseRetryAfter(error.retryAfter, nowMs) };
  }
  let entries: GraphQLErrorEntry[] = [];
  try {
    entries = entriesOf(error);
  } catch {
    // A hostile shape: normaliseError below still explains it.
  }
  for (const entry of entries) {
    const code = entry.extensions?.code;
    if (code === 'TOO_MANY_ATTEMPTS') return { kind: 'rateLimited', retryAfterSeconds: secondsOf(entry.extensions?.retryAfterSeconds) };
    if (code === 'ACCOUNT_DISABLED') return { kind: 'disabled' };
    if (code === 'INVALID_CREDENTIALS') return { kind: 'invalidCredentials' };
  }
  const normalised = normaliseError(error);
  if (normalised.unconfirmed) return { kind: 'unconfirmed', account: normalised.unconfirmed };
  return { kind: 'other', messages: [...Object.values(normalised.fieldErrors).flat(), ...normalised.generalErrors] };
}

/** The sentence for a rate-limited sign-in: when to try again, in seconds under a minute, else whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return m.tooManyAttemptsUnknown;
  const wait = retryAfterSeconds < 60 ? m.seconds(Math.max(1, retryAfterSeconds)) : m.minutes(Math.ceil(retryAfterSeconds / 60));
  return m.tooManyAttempts(wait);
}
