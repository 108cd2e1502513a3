import { classifyFailure } from '../../relay/failure';
import { messagesFor } from '../../relay/failureMessages';
import { recoveryCommonMessages } from './messages';

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

/**
 * Maps any failure of a recovery mutation (`requestPasswordRecovery`, `startPasswordRecoveryByCpf`,
 * `sendPasswordRecovery`, `verifyPasswordRecoveryCode`), classified by `classifyFailure`, to what the
 * recovery screens do. Never throws.
 */
export function classifyRecoveryFailure(error: unknown, nowMs: number = Date.now()): RecoveryFailure {
  const failure = classifyFailure(error, nowMs);
  switch (failure.kind) {
    case 'rateLimited':
      return failure;
    case 'invalidCode':
      return { kind: 'invalidCode', attemptsLeft: failure.attemptsLeft };
    case 'codeExpired':
    case 'notFound':
      return { kind: failure.kind };
    default:
      return { kind: 'other', messages: messagesFor(failure, []).generalErrors };
  }
}

/** A screen's own words for some kinds of failure; the others get the shared ones. */
export interface RecoveryFailureWords {
  invalidCode?: (attemptsLeft: number | null) => string;
  codeExpired?: string;
  rateLimited?: string;
  notFound?: string;
}

/**
 * What the person is told of a recovery failure: the screen's words where it has some, else the
 * server's wait ('Muitas tentativas…'), the server's messages, or the fallback.
 */
export function recoveryFailureMessage(failure: RecoveryFailure, words: RecoveryFailureWords = {}): string {
  switch (failure.kind) {
    case 'invalidCode':
      return words.invalidCode?.(failure.attemptsLeft) ?? recoveryCommonMessages.unexpected;
    case 'codeExpired':
      return words.codeExpired ?? recoveryCommonMessages.unexpected;
    case 'rateLimited':
      return words.rateLimited ?? failure.message;
    case 'notFound':
      return words.notFound ?? recoveryCommonMessages.unexpected;
    case 'other':
      return failure.messages.join(' ');
  }
}
