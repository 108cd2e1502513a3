import { classifyFailure, failureMessages, type Failure } from '../relay/failure';
import { CeremonyError, passkeyMessages as m } from '../services/passkeys';

/** What went wrong with a passkey, for the screen: its words, and whether the session ended (the screen signs the person out). */
export interface PasskeyProblem {
  /** null when nothing is to be said (the page itself ended the request). */
  message: string | null;
  sessionEnded: boolean;
}

function serverMessage(failure: Failure, purpose: 'signIn' | 'create'): string {
  switch (failure.kind) {
    case 'passkeyNotFound':
      return m.notFound;
    case 'passkeyRejected':
      return purpose === 'signIn' ? m.rejected : m.createRejected;
    case 'challengeExpired':
      return m.expired;
    case 'rejected':
      return failure.messages[0] ?? failureMessages.unexpected;
    case 'unauthenticated':
    case 'unconfirmed':
      return m.rejected;
    default:
      return failure.message;
  }
}

/**
 * A failed passkey sign-in (`signIn`) or creation (`create`) in Portuguese: the device's answer
 * (cancelled, out of time, unsupported, already there) or the server's (not found, refused, expired).
 */
export function passkeyProblem(error: unknown, purpose: 'signIn' | 'create'): PasskeyProblem {
  if (error instanceof CeremonyError) {
    const create = purpose === 'create';
    switch (error.outcome) {
      case 'aborted':
        return { message: null, sessionEnded: false };
      case 'cancelled':
        return { message: create ? m.createCancelled : m.cancelled, sessionEnded: false };
      case 'timeout':
        return { message: create ? m.createTimeout : m.timeout, sessionEnded: false };
      case 'unsupported':
        return { message: create ? m.createUnsupported : m.unsupported, sessionEnded: false };
      case 'alreadyRegistered':
        return { message: m.alreadyRegistered, sessionEnded: false };
      case 'other':
        return { message: create ? m.createRejected : m.rejected, sessionEnded: false };
    }
  }
  const failure = classifyFailure(error);
  return { message: serverMessage(failure, purpose), sessionEnded: failure.kind === 'unauthenticated' };
}
