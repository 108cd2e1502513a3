import { classifyFailure, type FailureKind } from '../../../relay/failure';

/** The two failures the form tells apart (spec §8). */
export type PasswordFormFailure = 'linkExpired' | 'unexpected';

/** Failures that are not the server's answer about the link: no answer, a broken one, or a bug. */
const notAboutTheLink: readonly FailureKind[] = ['network', 'timeout', 'unavailable', 'badResponse', 'rateLimited', 'unexpected'];

/**
 * A response that carried GraphQL errors means the link can no longer be used (expired,
 * already used, or for another account); anything else (no connection, a broken answer, a bug)
 * is unexpected.
 */
export function passwordFailure(error: unknown): PasswordFormFailure {
  return notAboutTheLink.includes(classifyFailure(error).kind) ? 'unexpected' : 'linkExpired';
}

/**
 * For a rate-limited request (HTTP 429 or TOO_MANY_ATTEMPTS), the sentence saying when to try
 * again; null otherwise, so every other failure keeps the spec's own text.
 */
export function rateLimitMessage(error: unknown, nowMs: number = Date.now()): string | null {
  const failure = classifyFailure(error, nowMs);
  return failure.kind === 'rateLimited' ? failure.message : null;
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
