/** PKCE (RFC 7636) as the mock's authorization server checks it: S256 only. */
import { base64urlFromBytes } from './base64url.ts';

const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** base64url(SHA-256(verifier)): the S256 challenge of a PKCE verifier. */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64urlFromBytes(new Uint8Array(digest));
}

/** Whether `verifier` is well formed and hashes to `challenge` (S256 only; `plain` is never accepted). */
export async function verifyPkce(verifier: unknown, challenge: string): Promise<boolean> {
  if (typeof verifier !== 'string' || !CODE_VERIFIER.test(verifier)) return false;
  return (await s256Challenge(verifier)) === challenge;
}
