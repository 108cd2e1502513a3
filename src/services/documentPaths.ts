import type { TermsConsentLabelProps } from '../components';

/**
 * Where the sign-up's consent links point when a site has not configured its documents
 * (`VITE_TERMS_URL`, `VITE_PRIVACY_URL`, `VITE_RULES_URL`): paths on the portal itself, where the site
 * serves them (docs/configuration.md). The demo's mock backend serves an example of each there
 * (mocks/documents.ts).
 */
export const DEFAULT_DOCUMENT_PATHS = {
  termsUrl: '/termos-de-servico',
  privacyUrl: '/politica-de-privacidade',
  rulesUrl: '/regulamento',
} as const satisfies TermsConsentLabelProps;
