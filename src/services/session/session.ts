import { useSyncExternalStore } from 'react';
import { NAME_MAX_LENGTH } from '../../components/validation/name';
import { localStore, parseStoredJson, storageKeys } from '../storage';
import { normaliseToken, readTokenExpiry } from './token';

/** What the portal knows about the signed-in person: only the name, for the greeting. */
export interface SessionUser {
  name: string;
}

/** A signed-in session: a readable token whose `exp` has not passed. */
export interface Session {
  token: string;
  /** Seconds since the epoch. */
  exp: number;
  user: SessionUser | null;
}

/**
 * - `active`: a valid session;
 * - `expired`: a readable token whose `exp` has passed (it must be logged out);
 * - `none`: no token, or `malformed` when storage holds something under `jwt` that is not one.
 */
export type SessionState =
  | { status: 'active'; session: Session }
  | { status: 'expired' }
  | { status: 'none'; malformed: boolean };

const SESSION_KEYS: readonly string[] = [storageKeys.jwt, storageKeys.user];

/** The stored `user` object's name, or null for anything that is not `{ name: string }`. */
export function parseUser(raw: unknown): SessionUser | null {
  if (typeof raw !== 'object' || raw === null || !('name' in raw)) return null;
  const { name } = raw;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim().slice(0, NAME_MAX_LENGTH);
  return trimmed ? { name: trimmed } : null;
}

/** The session that the stored `jwt` and `user` describe at `nowMs`. Never throws. */
export function sessionStateFrom(rawToken: string | null, user: unknown, nowMs: number): SessionState {
  if (rawToken === null) return { status: 'none', malformed: false };
  const token = normaliseToken(rawToken);
  const exp = readTokenExpiry(token);
  if (token === null || exp === null) return { status: 'none', malformed: true };
  if (nowMs >= exp * 1000) return { status: 'expired' };
  return { status: 'active', session: { token, exp, user: parseUser(user) } };
}

/** The session in localStorage now. */
export function readSessionState(nowMs: number = Date.now()): SessionState {
  return sessionStateFrom(localStore.get(storageKeys.jwt), localStore.getJson(storageKeys.user), nowMs);
}

/** The token to send as `Authorization: Bearer`, only while the session is valid. */
export function getSessionToken(): string | null {
  const state = readSessionState();
  return state.status === 'active' ? state.session.token : null;
}

const listeners = new Set<() => void>();

/** Tells every session reader to look again (after a write here, or when `exp` is reached). */
export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab signed in or out (key null: that tab cleared the whole storage).
  if (event.key === null || SESSION_KEYS.includes(event.key)) notifySessionChange();
}

/** Subscribes to session changes, in this tab and in the others (storage events). */
export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * Ends the session: the user, the token and the unconfirmed-user data go (spec §4).
 * Where the person goes next is the caller's business.
 */
export function clearSession(): void {
  for (const key of [storageKeys.user, storageKeys.jwt, storageKeys.unconfirmedUserEmail, storageKeys.urlResendEmail]) {
    localStore.remove(key);
  }
  notifySessionChange();
}

/** Keeps what `/unconfirmed-user` needs after the server answered `UNCONFIRMED#<email>#<url>`. */
export function rememberUnconfirmedUser(email: string, resendUrl: string): void {
  localStore.set(storageKeys.unconfirmedUserEmail, email);
  localStore.set(storageKeys.urlResendEmail, resendUrl);
}

let snapshot: { key: string; state: SessionState } | null = null;

/** Signed out, on the server and in the browser: the same object, so hydrating a page signed out renders nothing again. */
const signedOut: SessionState = { status: 'none', malformed: false };

function getSnapshot(): SessionState {
  // Each key read once: the state and the snapshot's key come from the same two reads.
  const rawToken = localStore.get(storageKeys.jwt);
  const rawUser = localStore.get(storageKeys.user);
  const state = sessionStateFrom(rawToken, parseStoredJson(rawUser), Date.now());
  // The server's snapshot when it is the same state: a different object there would make React
  // render every reader again, synchronously, right after hydrating (a long task).
  if (state.status === 'none' && !state.malformed) return signedOut;
  // Same storage and same status → same object, as useSyncExternalStore requires.
  const key = `${rawToken}\u0000${rawUser}\u0000${state.status}`;
  if (snapshot?.key !== key) snapshot = { key, state };
  return snapshot.state;
}

const getServerSnapshot = (): SessionState => signedOut;

/** The session state, re-rendering when it changes here, in another tab, or when it is noticed to have expired. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSnapshot, getServerSnapshot);
}

/** The valid session, or null when signed out (expired and malformed tokens are no session). */
export function useSession(): Session | null {
  const state = useSessionState();
  return state.status === 'active' ? state.session : null;
}
