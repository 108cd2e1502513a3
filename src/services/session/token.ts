import { jwtDecode } from 'jwt-decode';

/**
 * The session token is never verified in the browser (the server does that); the portal only
 * reads its `exp` to know when to stop using it. A token that says it is unsigned (`alg: none`),
 * whose header cannot be read, or whose `exp` is not in seconds is no session (OWASP ASVS 5.0
 * on tokens), and nothing here throws: a token that cannot be read is simply no token.
 */

// Three base64url parts: anything else (spaces, newlines, quotes) would also break the header.
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_TOKEN_LENGTH = 16_384;
// An `exp` past this many seconds (year 5138) is a timestamp in milliseconds, written by mistake.
const MAX_EXP_SECONDS = 100_000_000_000;
/** The longest a new session may claim to last: a sign-in answer past it is a server or clock fault, not a session. */
export const MAX_NEW_SESSION_SECONDS = 366 * 24 * 60 * 60;
// A subject longer than this is no account id (it would only bloat the drafts' keys).
const MAX_SUBJECT_LENGTH = 256;

/**
 * The token as it may be sent in an `Authorization` header, from whatever storage held:
 * a bare token or a JSON-quoted one. Null for anything that is not shaped like a JWT.
 */
export function normaliseToken(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let value = raw;
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed !== 'string') return null;
      value = parsed;
    } catch {
      return null;
    }
  }
  return value.length <= MAX_TOKEN_LENGTH && JWT_SHAPE.test(value) ? value : null;
}

/** The payload's `exp` (seconds since the epoch), or null when the token cannot be read or has none. */
export function readTokenExpiry(token: unknown): number | null {
  const normalised = normaliseToken(token);
  if (normalised === null) return null;
  let header: unknown;
  let payload: unknown;
  try {
    header = jwtDecode<unknown>(normalised, { header: true });
    payload = jwtDecode<unknown>(normalised);
  } catch {
    return null;
  }
  if (typeof header !== 'object' || header === null || !('alg' in header)) return null;
  if (typeof header.alg !== 'string' || header.alg.trim().toLowerCase() === 'none') return null;
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
  const { exp } = payload;
  return typeof exp === 'number' && Number.isFinite(exp) && exp < MAX_EXP_SECONDS ? exp : null;
}

/** True while `nowMs` is before the token's `exp`; at `exp` itself the token has expired (RFC 7519 §4.1.4). */
export function isTokenValid(token: unknown, nowMs: number): boolean {
  const exp = readTokenExpiry(token);
  return exp !== null && nowMs < exp * 1000;
}

/** Why a token returned by sign-in starts no session. */
export type NewTokenProblem = 'unreadable' | 'expired' | 'tooFar';

export type NewTokenCheck = { ok: true; token: string; exp: number } | { ok: false; problem: NewTokenProblem };

/**
 * Whether a token the server has just returned can start a session at `nowMs`: it must be read
 * (shape, header, a numeric `exp` in seconds), not be already past, and not claim to last more than
 * `MAX_NEW_SESSION_SECONDS` (an `exp` that far ahead is a fault, or a device clock far behind). A
 * stored token is read by `readTokenExpiry` alone: this check is for the moment a session starts.
 */
export function checkNewSessionToken(raw: unknown, nowMs: number): NewTokenCheck {
  const token = normaliseToken(raw);
  const exp = readTokenExpiry(token);
  if (token === null || exp === null || !Number.isFinite(nowMs)) return { ok: false, problem: 'unreadable' };
  if (nowMs >= exp * 1000) return { ok: false, problem: 'expired' };
  if (exp * 1000 - nowMs > MAX_NEW_SESSION_SECONDS * 1000) return { ok: false, problem: 'tooFar' };
  return { ok: true, token, exp };
}

/**
 * The account the token names (its `sub`, RFC 7519 §4.1.2, a string or a whole number), or null.
 * Only to keep what one account typed apart from another's; never sent anywhere.
 */
export function readTokenSubject(token: unknown): string | null {
  const normalised = normaliseToken(token);
  if (normalised === null || readTokenExpiry(normalised) === null) return null;
  let payload: unknown;
  try {
    payload = jwtDecode<unknown>(normalised);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || !('sub' in payload)) return null;
  const { sub } = payload;
  const subject = typeof sub === 'number' && Number.isSafeInteger(sub) ? String(sub) : typeof sub === 'string' ? sub.trim() : '';
  return subject !== '' && subject.length <= MAX_SUBJECT_LENGTH ? subject : null;
}
