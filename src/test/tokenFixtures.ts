/**
 * Unsigned tokens for tests and stories (the browser never verifies a signature, it only reads
 * `exp`). Not imported by the app.
 */
/** Base64url without padding, as JWT parts are written. */
export function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token with `payload` as its body. */
export function unsignedToken(payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** A token that expires on 1 January 2100: a session that stays valid in every test run. */
export const farFutureToken = unsignedToken({ sub: 'demo', exp: 4_102_444_800 });

/** A token that expired on 1 January 2020. */
export const expiredToken = unsignedToken({ sub: 'demo', exp: 1_577_836_800 });
