export { deviceName } from './deviceName';
export { passkeyMessages } from './messages';
export { declinePasskeyOffer, OFFER_PAUSE_MS, PASSKEY_OFFER_KEY, passkeyCreatedHere, shouldOfferPasskey } from './offer';
export { isIpAddress, passkeysUsable } from './usable';
export { autofillUsable, cancelPasskeyRequest, CeremonyError, ceremonyOutcome, createPasskey, getPasskey } from './webAuthn';
export type { CeremonyOutcome } from './webAuthn';
