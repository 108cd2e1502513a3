export { clearSession, getSessionToken, rememberUnconfirmedUser, useSession, useSessionState } from './session';
export type { Session, SessionState, SessionUser } from './session';
export { renameSessionUser, startSession } from './startSession';
export type { SessionStart } from './startSession';
export type { NewTokenProblem } from './token';
export { canEnter, readUnconfirmedEmail, useSignInAndReturn } from './access';
export type { RouteAccess } from './access';
export { readFormDraft, useFormDraft } from './useFormDraft';
export { forgetAccountOnThisDevice } from './forget';
