export { clearSession, getSessionToken, rememberUnconfirmedUser, startSession, useSession, useSessionState } from './session';
export type { Session, SessionState, SessionUser } from './session';
