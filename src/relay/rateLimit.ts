import { transportMessages } from './errors';

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
