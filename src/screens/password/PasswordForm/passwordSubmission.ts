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

/**
 * Shaped as an address: one `@` with something either side and no space. Only the shape: the server
 * knows its addresses (an intranet one with no dot in its domain included), and the sign-up's stricter
 * rule is for what a person types, not for what a link brings.
 */
const ADDRESS_SHAPE = /^[^\s@]+@[^\s@]+$/;

/**
 * A usable address, or null: blank ones, masked ones (`m***@exemplo.com.br`, shown during recovery),
 * and anything not shaped as an address (a link whose escape was cut, `%zz`; a `+` the link did not
 * escape, which arrives as a space) are not.
 */
const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return ADDRESS_SHAPE.test(trimmed) && !trimmed.includes('*') ? trimmed : null;
};

/**
 * The account's e-mail: the link's `email` query parameter wins over the stored `email` (the
 * link is newer than whatever an earlier visit stored); values that are not addresses count as absent.
 */
export function resolveEmail(fromQuery: string | null | undefined, fromStorage: string | null | undefined): string | null {
  return clean(fromQuery) ?? clean(fromStorage);
}
