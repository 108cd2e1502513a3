export { deviceName } from './deviceName';
export { passkeyMessages } from './messages';
export { declinePasskeyOffer, OFFER_PAUSE_MS, PASSKEY_OFFER_KEY, passkeyCreatedHere, shouldOfferPasskey } from './offer';
export { autofillUsable, cancelPasskeyRequest, CeremonyError, ceremonyOutcome, createPasskey, getPasskey, isIpAddress, passkeysUsable } from './webAuthn';
export type { CeremonyOutcome } from './webAuthn';
