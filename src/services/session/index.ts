export { clearSession, getSessionToken, rememberUnconfirmedUser, renameSessionUser, startSession, useSession, useSessionState } from './session';
export type { Session, SessionStart, SessionState, SessionUser } from './session';
export type { NewTokenProblem } from './token';
export { canEnter, readUnconfirmedEmail, useSignInAndReturn } from './access';
export type { RouteAccess } from './access';
export { readFormDraft, useFormDraft } from './useFormDraft';
export { forgetAccountOnThisDevice } from './forget';
