export { PasskeyOffer } from './PasskeyOffer';
export type { PasskeyOfferProps } from './PasskeyOffer';
export { passkeyOfferMessages } from './messages';
