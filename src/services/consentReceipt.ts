import { config } from './config';

/** What a consent receipt needs (spec §7; the shape of OneTrust's consent-receipt API). */
export interface ConsentSettings {
  receiptsUrl: string | null;
  token: string | null;
  /** When set, the receipt identifies the person by CPF instead of e-mail. */
  identityToken: string | null;
  purposeId: string | null;
}

/** The consent-receipt settings of this build's configuration (README, "Configuration"). */
export const configuredConsentSettings: ConsentSettings = {
  receiptsUrl: config.consentReceiptsUrl,
  token: config.consentToken,
  identityToken: config.consentIdentityToken,
  purposeId: config.consentPurposeId,
};

export interface ConsentReceipt {
  identifier: string;
  test: false;
  requestInformation: string;
  purposes: { Id: string }[];
}

/** The receipt to post, or null when the terms were not accepted or the portal has no receipts URL and token. */
export function buildConsentReceipt(
  settings: ConsentSettings,
  person: { email: string; identity: string; acceptsUserTerms: boolean },
): { url: string; body: ConsentReceipt } | null {
  if (!person.acceptsUserTerms || !settings.receiptsUrl || !settings.token) return null;
  return {
    url: settings.receiptsUrl,
    body: {
      identifier: settings.identityToken ? person.identity : person.email,
      test: false,
      requestInformation: settings.token,
      purposes: [{ Id: settings.purposeId ?? '' }],
    },
  };
}

/**
 * Posts the receipt as JSON and reads the JSON answer. A failure is only logged: the account
 * already exists, and a receipt must never keep the person from going on. Never throws.
 */
export async function postConsentReceipt(receipt: { url: string; body: ConsentReceipt }, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(receipt.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(receipt.body),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await response.json();
    return true;
  } catch (error) {
    // Only the failure's kind: the receipt carries an e-mail or CPF, which stays out of logs.
    console.warn('Recibo de consentimento não enviado:', error instanceof Error ? error.message : 'erro desconhecido');
    return false;
  }
}
