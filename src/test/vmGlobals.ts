// Under Vitest's vm pools the test's global object is happy-dom's window itself, which lacks Node's
// BroadcastChannel (vitest-dev/vitest#11328, capricorn86/happy-dom#1920); msw/node's WebSocket
// interceptor constructs one as it is imported. Bridged here, before setup.ts imports msw.
import { BroadcastChannel } from 'node:worker_threads';

if (typeof globalThis.BroadcastChannel === 'undefined') {
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: BroadcastChannel, configurable: true, writable: true });
}

// Nor does it have the SubtleCrypto class (only `crypto.subtle`), which @simplewebauthn/server reads
// to learn which signature algorithms the runtime verifies (the mock backend's passkeys).
if (typeof globalThis.SubtleCrypto === 'undefined') {
  Object.defineProperty(globalThis, 'SubtleCrypto', { value: globalThis.crypto.subtle.constructor, configurable: true, writable: true });
}
