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
