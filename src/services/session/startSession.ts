import { localStore, storageKeys } from '../storage';
import { getSessionToken, notifySessionChange, type SessionUser } from './session';
import { checkNewSessionToken, type NewTokenProblem } from './token';

function storeSession(token: string, user: SessionUser): void {
  localStore.set(storageKeys.jwt, token);
  localStore.setJson(storageKeys.user, { name: user.name });
  localStore.remove(storageKeys.unconfirmedUserEmail);
  localStore.remove(storageKeys.urlResendEmail);
  notifySessionChange();
}

/** A session started, or why the server's token could start none (nothing was stored then). */
export type SessionStart = { started: true } | { started: false; problem: NewTokenProblem };

/**
 * Starts a session from a token the server has just returned (sign-in, or any answer that signs the
 * person in): only a token `checkNewSessionToken` accepts, so a sign-in never "succeeds" into a
 * session that is at once no session. Then stores `jwt` and `user` (`{ name }`, nothing else) and
 * tells every session reader; the unconfirmed-user data of an earlier attempt no longer applies.
 */
export function startSession(token: string, user: SessionUser, nowMs: number = Date.now()): SessionStart {
  const check = checkNewSessionToken(token, nowMs);
  if (!check.ok) return { started: false, problem: check.problem };
  storeSession(check.token, user);
  return { started: true };
}

/** The signed-in person's saved name, for the greeting (the stored `user`); the token stays as it is. */
export function renameSessionUser(name: string): void {
  const token = getSessionToken();
  if (token !== null) storeSession(token, { name });
}
