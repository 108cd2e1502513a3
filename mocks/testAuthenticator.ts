/**
 * A software WebAuthn authenticator for the mock's unit tests: an ES256 key per credential, `none`
 * attestation, user presence and verification flagged, and a signature counter it moves on each
 * assertion. It answers for whatever origin and RP ID a test gives it, so tests can make one lie.
 */
import { base64urlFromBytes, base64urlFromText } from './base64url.ts';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 255];
}

/** The little CBOR (RFC 8949) an attestation object needs: small integers, text, bytes, arrays, maps. */
function cbor(value: Cbor): number[] {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value];
  if (Array.isArray(value)) return [...head(4, value.length), ...value.flatMap(cbor)];
  return [...head(5, value.size), ...[...value].flatMap(([k, v]) => [...cbor(k), ...cbor(v)])];
}

const bytesFromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const sha256 = async (data: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest('SHA-256', data));
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => Uint8Array.from(parts.flatMap((part) => [...part]));
const FLAGS_UP_UV = 0x01 | 0x04;
const FLAG_AT = 0x40;

/** An ASN.1 DER ECDSA signature from WebCrypto's raw r‖s (WebAuthn carries DER). */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.slice(start);
    const padded = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, padded.length]), padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

interface Credential {
  id: Uint8Array;
  keys: CryptoKeyPair;
  userHandle: string;
  counter: number;
}

export function createTestAuthenticator() {
  const credentials: Credential[] = [];

  async function authData(rpId: string, flags: number, counter: number, attested = new Uint8Array()) {
    const count = new Uint8Array([counter >>> 24, (counter >>> 16) & 255, (counter >>> 8) & 255, counter & 255]);
    return concat(await sha256(new TextEncoder().encode(rpId)), new Uint8Array([flags]), count, attested);
  }

  return {
    credentials,
    /** Answers `navigator.credentials.create()` for `options` (creation options JSON) as seen from `origin`. */
    async register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string, rpId = options.rp.id ?? new URL(origin).hostname) {
      const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
      const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
      const id = crypto.getRandomValues(new Uint8Array(16));
      credentials.push({ id, keys, userHandle: options.user.id, counter: 0 });
      const coseKey = new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, bytesFromBase64url(jwk.x ?? '')], [-3, bytesFromBase64url(jwk.y ?? '')]]);
      const attested = concat(new Uint8Array(16), new Uint8Array([0, id.length]), id, Uint8Array.from(cbor(coseKey)));
      const data = await authData(rpId, FLAGS_UP_UV | FLAG_AT, 0, attested);
      const attestationObject = Uint8Array.from(cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', data]])));
      const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
      const credentialId = base64urlFromBytes(id);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: base64urlFromText(clientDataJSON), attestationObject: base64urlFromBytes(attestationObject), transports: ['internal'] },
      };
    },
    /** Answers `navigator.credentials.get()` with the `index`th credential made, as seen from `origin`. */
    async authenticate(options: { challenge: string; rpId?: string }, origin: string, index = 0, rpId = options.rpId ?? new URL(origin).hostname) {
      const credential = credentials[index];
      if (!credential) throw new Error('No such credential.');
      credential.counter += 1;
      const data = await authData(rpId, FLAGS_UP_UV, credential.counter);
      const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
      const signed = concat(data, await sha256(clientDataJSON));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, credential.keys.privateKey, signed));
      const credentialId = base64urlFromBytes(credential.id);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64urlFromBytes(clientDataJSON),
          authenticatorData: base64urlFromBytes(data),
          signature: base64urlFromBytes(derSignature(raw)),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
