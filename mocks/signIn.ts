/**
 * The mock backend's sign-in (`login`): an e-mail or a CPF with the password, one message for
 * any wrong pair, a lock after repeated failures, and tokens shaped like JWTs.
 */
import { GraphQLError } from 'graphql';
import { base64urlFromText, jsonFromBase64url } from './base64url.ts';
import { sameEmail, tooManyAttempts, unconfirmedError } from './contract.ts';
import type { MockStore, StoredUser } from './store.ts';
import type { LoginScreenLoginMutation$variables as LoginArgs } from '../src/screens/signin/Login/__generated__/LoginScreenLoginMutation.graphql.ts';

/** Sign-in failures allowed per identifier within LOGIN_WINDOW_MS before it is locked for LOGIN_LOCK_SECONDS. */
export const MAX_LOGIN_FAILURES = 5;
const LOGIN_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_LOCK_SECONDS = 60;
const TOKEN_LIFETIME_SECONDS = 3600;
/** One message whatever went wrong, so a guesser learns nothing about which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'E-mail, CPF ou senha incorretos.';
const CPF_SHAPE = /^[\d.\-\s]+$/;

/** The identifier as the attempt counter keys it: a lower-case e-mail, or a CPF's digits. */
function loginKey(identifier: string): string {
  const trimmed = identifier.trim();
  return CPF_SHAPE.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed.toLowerCase();
}

function findByIdentifier(store: MockStore, identifier: string): StoredUser | undefined {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return store.users.find((u) => sameEmail(u.email, trimmed));
  if (!CPF_SHAPE.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 11 ? store.users.find((u) => u.identity === digits) : undefined;
}

/** A token shaped like a JWT; the front end only reads `exp`, and the signature is fake. */
export function fakeJwt(sub: string, name: string, nowMs: number): string {
  const header = base64urlFromText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64urlFromText(JSON.stringify({ sub, name, exp: Math.floor(nowMs / 1000) + TOKEN_LIFETIME_SECONDS }));
  return `${header}.${payload}.${base64urlFromText('assinatura-simulada')}`;
}

/** The `login` resolver over `store`. */
export function createSignIn(store: MockStore) {
  return {
    login({ identifier, password }: LoginArgs) {
      const now = store.now();
      const key = loginKey(identifier);
      const failures = (store.loginFailures.get(key) ?? []).filter((at) => now - at < LOGIN_WINDOW_MS);
      const last = failures.at(-1);
      if (failures.length >= MAX_LOGIN_FAILURES && last !== undefined && now - last < LOGIN_LOCK_SECONDS * 1000) {
        const retryAfterSeconds = Math.ceil((LOGIN_LOCK_SECONDS * 1000 - (now - last)) / 1000);
        throw tooManyAttempts(retryAfterSeconds, 'Muitas tentativas de acesso.');
      }
      const user = findByIdentifier(store, identifier);
      if (!user || user.password === null || user.password !== password) {
        store.loginFailures.set(key, [...failures, now]);
        throw new GraphQLError(INVALID_CREDENTIALS_MESSAGE, { extensions: { code: 'INVALID_CREDENTIALS' } });
      }
      store.loginFailures.delete(key);
      if (user.disabled) throw new GraphQLError('Conta desativada.', { extensions: { code: 'ACCOUNT_DISABLED' } });
      if (user.status === 'PENDING_EMAIL_CONFIRMATION') throw unconfirmedError(user.email);
      // The subject is the account's id, not its e-mail: confirming a new address keeps the session.
      return { token: fakeJwt(user.id, user.name, now), user: { name: user.name } };
    },
  };
}

/** The subject of a JWT-shaped Bearer token whose `exp` has not passed, else null (the mock does not check signatures). */
export function bearerSubject(authorization: string | null | undefined, nowMs: number): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)$/.exec(authorization ?? '');
  if (!match?.[2]) return null;
  let payload: unknown;
  try {
    payload = jsonFromBase64url(match[2]);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
  const { exp } = payload;
  if (typeof exp !== 'number' || nowMs >= exp * 1000) return null;
  const sub = 'sub' in payload ? payload.sub : undefined;
  const email = 'email' in payload ? payload.email : undefined;
  return typeof sub === 'string' ? sub : typeof email === 'string' ? email : 'desconhecido';
}
