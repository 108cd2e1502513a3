/**
 * Whether passkeys can be used here: small and free of the WebAuthn client, so that the sign-in's
 * first download can ask it (the calls themselves load on demand, webAuthn.ts).
 */
import { config } from '../config';

/** WebAuthn refuses an IP address as the relying party's ID: a portal reached by one cannot use passkeys. */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

/** Passkeys can be used here: the site turned them on, the page is not reached by an IP address, and the browser has WebAuthn. */
export function passkeysUsable(): boolean {
  return config.passkeys && typeof window !== 'undefined' && !isIpAddress(window.location.hostname) && typeof window.PublicKeyCredential === 'function';
}
