export { clearSession, getSessionToken, rememberUnconfirmedUser, useSession, useSessionState } from './session';
export type { Session, SessionState, SessionUser } from './session';
