/** base64url (RFC 4648 §5, no padding), for the mock's tokens, codes and PKCE; works in Node and browsers. */
export function base64urlFromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `byteCount` random bytes, base64url: the mock's ids, links and tokens. */
export function randomBase64url(byteCount: number): string {
  return base64urlFromBytes(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** `text` as UTF-8, base64url: btoa takes Latin-1 only, and names like 'João' must survive. */
export function base64urlFromText(text: string): string {
  return base64urlFromBytes(new TextEncoder().encode(text));
}

/** The JSON inside a base64url segment; throws when it is not base64url or not JSON. */
export function jsonFromBase64url(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}
