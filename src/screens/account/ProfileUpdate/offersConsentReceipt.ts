import { buildConsentReceipt, type ConsentReceipt, type ConsentSettings } from '../../../services/consentReceipt';

/** Whether the person gave (`CONFIRMED`) or withdrew (`WITHDRAWN`) the consent, as OneTrust's receipts say it. */
export type ConsentTransaction = 'CONFIRMED' | 'WITHDRAWN';

export interface OffersConsentReceipt {
  url: string;
  body: ConsentReceipt & { purposes: { Id: string; TransactionType: ConsentTransaction }[] };
}

/**
 * The receipt of a change of the offers consent, like sign-up's (spec §7): identified by the CPF
 * when an identity token is configured and the profile has one, else by the e-mail; its purpose
 * says whether the consent was given or withdrawn. Null when the portal has no receipts URL and
 * token.
 */
export function offersConsentReceipt(
  settings: ConsentSettings,
  person: { email: string; identity: string | null | undefined },
  receiveOffers: boolean,
): OffersConsentReceipt | null {
  const identified = settings.identityToken && person.identity ? settings : { ...settings, identityToken: null };
  const receipt = buildConsentReceipt(identified, { email: person.email, identity: person.identity ?? '', acceptsUserTerms: true });
  if (!receipt) return null;
  const transaction: ConsentTransaction = receiveOffers ? 'CONFIRMED' : 'WITHDRAWN';
  return { url: receipt.url, body: { ...receipt.body, purposes: receipt.body.purposes.map((purpose) => ({ ...purpose, TransactionType: transaction })) } };
}
