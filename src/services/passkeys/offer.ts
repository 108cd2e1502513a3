import { localStore } from '../storage';
import { passkeysUsable } from './usable';

/**
 * When this device last answered the passkey offer: a time (ms) when declined, `created` once a
 * passkey was made here. No personal data: it is about the device, and stays after sign-out.
 */
export const PASSKEY_OFFER_KEY = 'passkey_offer_answered';
/** How long a declined offer is not made again. */
export const OFFER_PAUSE_MS = 30 * 24 * 60 * 60 * 1000;

/** The offer is made: passkeys usable, and this device neither made one nor declined within the pause. */
export function shouldOfferPasskey(usable = passkeysUsable(), now = Date.now()): boolean {
  if (!usable) return false;
  const answered = localStore.get(PASSKEY_OFFER_KEY);
  if (answered === null) return true;
  const at = Number(answered);
  return answered !== 'created' && (!Number.isFinite(at) || now - at >= OFFER_PAUSE_MS);
}

export function declinePasskeyOffer(now = Date.now()): void {
  localStore.set(PASSKEY_OFFER_KEY, String(now));
}

export function passkeyCreatedHere(): void {
  localStore.set(PASSKEY_OFFER_KEY, 'created');
}
