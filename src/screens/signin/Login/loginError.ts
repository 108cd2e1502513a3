import { classifyFailure, type UnconfirmedAccount } from '../../../relay/failure';
import { messagesFor } from '../../../relay/failureMessages';
import type { NewTokenProblem } from '../../../services/session';
import { loginMessages as m } from './messages';

/** A failed sign-in, as the screen handles it. */
export type LoginFailure =
  | { kind: 'invalidCredentials' }
  | { kind: 'disabled' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null; message: string }
  | { kind: 'unconfirmed'; account: UnconfirmedAccount }
  /** Anything else, in Portuguese for the list under the form; `offline` when the connection was lost. */
  | { kind: 'other'; messages: string[]; offline: boolean };

/** Maps any failure of the `login` mutation (through `classifyFailure`) to what the screen does. Never throws. */
export function classifyLoginFailure(error: unknown, nowMs: number = Date.now()): LoginFailure {
  const failure = classifyFailure(error, nowMs);
  switch (failure.kind) {
    case 'invalidCredentials':
      return { kind: 'invalidCredentials' };
    case 'accountDisabled':
      return { kind: 'disabled' };
    case 'rateLimited':
      return failure;
    case 'unconfirmed':
      return failure;
    default:
      return { kind: 'other', messages: messagesFor(failure, []).generalErrors, offline: failure.kind === 'network' };
  }
}

/** What the form says when the server's token starts no session: a clock to check when its time is off, else a retry. */
export function sessionProblemMessage(problem: NewTokenProblem): string {
  return problem === 'unreadable' ? m.sessionNotStarted : m.sessionClockOff;
}
