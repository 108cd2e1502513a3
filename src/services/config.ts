import type { TermsConsentLabelProps } from '../components';
import { DEFAULT_DOCUMENT_PATHS } from './documentPaths';
import { parseAbsoluteHttpUrl, parseAllowedOrigins, safeInternalPath } from './redirects/urls';

/**
 * The portal's settings. Each one is a `VITE_*` variable read at build time (README,
 * "Configuration"); a site may override any of them at run time, without rebuilding, with an
 * optional `/config.js` that sets `window.__PORTAL_CONFIG__ = { VITE_GTM_ID: 'GTM-…' }` before
 * the app starts. Every value is checked: garbage falls back to the build-time value, then to
 * the default.
 */
export interface AppConfig {
  /** The GraphQL endpoint; `/graphql` by default. */
  graphqlUrl: string;
  /** Google Tag Manager container id; the tag manager loads only when set. */
  gtmId: string | null;
  /** Origins that `/redirect` and `/logout` may send someone to. */
  allowedRedirectOrigins: readonly string[];
  consentReceiptsUrl: string | null;
  consentToken: string | null;
  consentIdentityToken: string | null;
  consentPurposeId: string | null;
  termsUrl: string | null;
  privacyUrl: string | null;
  rulesUrl: string | null;
  /** Where `/register/success` asks for the confirmation e-mail again (`POST <url>?email=…`, the contract's resend). */
  resendConfirmationUrl: string;
  /**
   * Passkeys (WebAuthn) offered: the sign-in's passkey button and autofill, the offer after a sign-in,
   * the profile's list. Off by default, for a backend that does not implement the contract's passkeys yet.
   */
  passkeys: boolean;
}

/** The environment variables, by setting. */
export const configVariables = {
  graphqlUrl: 'VITE_GRAPHQL_URL',
  gtmId: 'VITE_GTM_ID',
  allowedRedirectOrigins: 'VITE_ALLOWED_REDIRECT_ORIGINS',
  consentReceiptsUrl: 'VITE_CONSENT_RECEIPTS_URL',
  consentToken: 'VITE_CONSENT_TOKEN',
  consentIdentityToken: 'VITE_CONSENT_IDENTITY_TOKEN',
  consentPurposeId: 'VITE_CONSENT_PURPOSE_ID',
  termsUrl: 'VITE_TERMS_URL',
  privacyUrl: 'VITE_PRIVACY_URL',
  rulesUrl: 'VITE_RULES_URL',
  resendConfirmationUrl: 'VITE_RESEND_CONFIRMATION_URL',
  passkeys: 'VITE_PASSKEYS',
} as const satisfies Record<keyof AppConfig, string>;

/** The global a site's `/config.js` may set. */
export const RUNTIME_CONFIG_GLOBAL = '__PORTAL_CONFIG__';

const GTM_ID = /^GTM-[A-Z0-9]{1,16}$/;
// Tokens and ids are opaque, but never contain controls, spaces or quotes, and stay short.
const OPAQUE_VALUE = /^[\w.~+/=:-]{1,2048}$/;

type Source = Readonly<Record<string, unknown>>;
type Check<T> = (value: unknown) => T | null;

const urlOrPath: Check<string> = (value) => {
  if (typeof value !== 'string' || value === '') return null;
  return safeInternalPath(value) ?? parseAbsoluteHttpUrl(value)?.href ?? null;
};
const gtmId: Check<string> = (value) => (typeof value === 'string' && GTM_ID.test(value.trim()) ? value.trim() : null);
const opaque: Check<string> = (value) => (typeof value === 'string' && OPAQUE_VALUE.test(value) ? value : null);
const onOff: Check<boolean> = (value) => (value === 'on' ? true : value === 'off' ? false : null);
const origins: Check<readonly string[]> = (value) => {
  if (typeof value !== 'string' && !Array.isArray(value)) return null;
  return parseAllowedOrigins(value);
};

function isSource(value: unknown): value is Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The settings from the build-time `env` and the run-time `runtime` object (which wins where
 * its value is valid). Pure, so it can be tested; never throws.
 */
export function resolveConfig(env: Source, runtime: unknown): AppConfig {
  const site = isSource(runtime) ? runtime : {};
  function pick<T>(key: keyof AppConfig, check: Check<T>): T | null {
    const name = configVariables[key];
    return check(site[name]) ?? check(env[name]);
  }
  return {
    graphqlUrl: pick('graphqlUrl', urlOrPath) ?? '/graphql',
    gtmId: pick('gtmId', gtmId),
    allowedRedirectOrigins: pick('allowedRedirectOrigins', origins) ?? [],
    consentReceiptsUrl: pick('consentReceiptsUrl', urlOrPath),
    consentToken: pick('consentToken', opaque),
    consentIdentityToken: pick('consentIdentityToken', opaque),
    consentPurposeId: pick('consentPurposeId', opaque),
    termsUrl: pick('termsUrl', urlOrPath),
    privacyUrl: pick('privacyUrl', urlOrPath),
    rulesUrl: pick('rulesUrl', urlOrPath),
    resendConfirmationUrl: pick('resendConfirmationUrl', urlOrPath) ?? '/api/confirmation/resend',
    passkeys: pick('passkeys', onOff) ?? false,
  };
}

function runtimeConfig(): unknown {
  try {
    return typeof window === 'undefined' ? undefined : Reflect.get(window, RUNTIME_CONFIG_GLOBAL);
  } catch {
    return undefined;
  }
}

/** The settings of this page load. */
export const config: AppConfig = resolveConfig(import.meta.env, runtimeConfig());

/** The terms, privacy and rules pages of the sign-up's consent; the portal's own paths when a site has not configured them (docs/configuration.md). */
export const configuredDocuments: TermsConsentLabelProps = {
  termsUrl: config.termsUrl ?? DEFAULT_DOCUMENT_PATHS.termsUrl,
  privacyUrl: config.privacyUrl ?? DEFAULT_DOCUMENT_PATHS.privacyUrl,
  rulesUrl: config.rulesUrl ?? DEFAULT_DOCUMENT_PATHS.rulesUrl,
};
