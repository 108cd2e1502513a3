import { BadResponseError, GraphQLResponseError, toErrorEntries, type GraphQLErrorEntry } from '../../relay/errors';
import { normaliseError, retryAfterSeconds, tooManyAttemptsMessage } from '../../relay/normalizeError';

/** A failed recovery call, as the recovery screens handle it. */
export type RecoveryFailure =
  /** TOO_MANY_ATTEMPTS, or HTTP 429: `retryAfterSeconds` when the server said how long to wait. */
  | { kind: 'rateLimited'; retryAfterSeconds: number | null; message: string }
  /** A wrong code, with the attempts left when the server said. */
  | { kind: 'invalidCode'; attemptsLeft: number | null }
  /** The code, or the whole recovery, expired. */
  | { kind: 'codeExpired' }
  /** No account has this CPF. */
  | { kind: 'notFound' }
  /** Anything else (network, outage, an answer of the wrong shape, a validation message): what to show. */
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

function wholeSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;
}

function rateLimited(seconds: number | null): RecoveryFailure {
  return { kind: 'rateLimited', retryAfterSeconds: seconds, message: tooManyAttemptsMessage(seconds) };
}

/**
 * Classifies any failure of a recovery mutation (`requestPasswordRecovery`,
 * `startPasswordRecoveryByCpf`, `sendPasswordRecovery`, `verifyPasswordRecoveryCode`): the
 * contract's codes first, then the shared normalisation (network, 5xx, HTML, odd shapes). Never throws.
 */
export function classifyRecoveryFailure(error: unknown, nowMs: number = Date.now()): RecoveryFailure {
  try {
    if (error instanceof BadResponseError && error.status === 429) return rateLimited(retryAfterSeconds(error.retryAfter, nowMs));
    for (const entry of entriesOf(error)) {
      const code = entry.extensions?.code;
      if (code === 'TOO_MANY_ATTEMPTS') return rateLimited(wholeSeconds(entry.extensions?.retryAfterSeconds));
      if (code === 'INVALID_CODE') return { kind: 'invalidCode', attemptsLeft: wholeSeconds(entry.extensions?.attemptsLeft) };
      if (code === 'CODE_EXPIRED') return { kind: 'codeExpired' };
      if (code === 'NOT_FOUND') return { kind: 'notFound' };
    }
  } catch {
    // A hostile shape: normaliseError below still explains it.
  }
  const normalised = normaliseError(error, nowMs);
  return { kind: 'other', messages: [...Object.values(normalised.fieldErrors).flat(), ...normalised.generalErrors] };
}
