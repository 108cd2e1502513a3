import { BadResponseError, GraphQLResponseError } from '../../../relay/errors';
import { transportFailureMessage } from '../../../relay/normalizeError';

/** The two failures the form tells apart (spec §8). */
export type PasswordFormFailure = 'linkExpired' | 'unexpected';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A response that carried GraphQL errors means the link can no longer be used (expired,
 * already used, or for another account); anything else (no connection, a broken answer, a bug)
 * is unexpected. Relay's own error for a payload with `errors` keeps them in `source.errors`.
 */
export function classifyFailure(error: unknown): PasswordFormFailure {
  if (error instanceof GraphQLResponseError) return 'linkExpired';
  const source = isRecord(error) ? error.source : undefined;
  return isRecord(source) && Array.isArray(source.errors) && source.errors.length > 0 ? 'linkExpired' : 'unexpected';
}

/**
 * For a rate-limited request (HTTP 429), the sentence saying when to try again; null otherwise,
 * so every other failure keeps the spec's own text.
 */
export function rateLimitMessage(error: unknown, nowMs: number = Date.now()): string | null {
  return error instanceof BadResponseError && error.status === 429 ? transportFailureMessage(error, nowMs) : null;
}

/** A usable address, or null: blank, and masked ones (`m***@exemplo.com.br`, shown during recovery), are not. */
const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.includes('*') ? null : trimmed;
};

/**
 * The account's e-mail: the link's `email` query parameter wins over the stored `email` (the
 * link is newer than whatever an earlier visit stored); blank values count as absent.
 */
export function resolveEmail(fromQuery: string | null | undefined, fromStorage: string | null | undefined): string | null {
  return clean(fromQuery) ?? clean(fromStorage);
}
