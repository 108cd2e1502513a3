import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config';

describe('resolveConfig', () => {
  it('has safe defaults when nothing is configured', () => {
    expect(resolveConfig({}, undefined)).toEqual({
      graphqlUrl: '/graphql',
      gtmId: null,
      allowedRedirectOrigins: [],
      consentReceiptsUrl: null,
      consentToken: null,
      consentIdentityToken: null,
      consentPurposeId: null,
      termsUrl: null,
      privacyUrl: null,
      rulesUrl: null,
      resendConfirmationUrl: '/api/confirmation/resend',
      passkeys: false,
    });
  });

  it('reads every VITE_* variable at build time', () => {
    const config = resolveConfig(
      {
        VITE_GRAPHQL_URL: 'https://api.exemplo.com.br/graphql',
        VITE_GTM_ID: 'GTM-ABC123',
        VITE_ALLOWED_REDIRECT_ORIGINS: 'https://parceiro.exemplo.com.br,https://loja.exemplo.com.br',
        VITE_CONSENT_RECEIPTS_URL: 'https://consent.exemplo.com.br/receipts',
        VITE_CONSENT_TOKEN: 'tok_123',
        VITE_CONSENT_IDENTITY_TOKEN: 'id-tok',
        VITE_CONSENT_PURPOSE_ID: '8f0c2a7e-1b2c-4d5e-9f00-112233445566',
        VITE_TERMS_URL: 'https://exemplo.com.br/termos',
        VITE_PRIVACY_URL: '/privacidade',
        VITE_RULES_URL: 'https://exemplo.com.br/regulamento',
        VITE_RESEND_CONFIRMATION_URL: 'https://api.exemplo.com.br/confirmacao/reenviar',
        VITE_PASSKEYS: 'on',
      },
      undefined,
    );
    expect(config).toEqual({
      graphqlUrl: 'https://api.exemplo.com.br/graphql',
      gtmId: 'GTM-ABC123',
      allowedRedirectOrigins: ['https://parceiro.exemplo.com.br', 'https://loja.exemplo.com.br'],
      consentReceiptsUrl: 'https://consent.exemplo.com.br/receipts',
      consentToken: 'tok_123',
      consentIdentityToken: 'id-tok',
      consentPurposeId: '8f0c2a7e-1b2c-4d5e-9f00-112233445566',
      termsUrl: 'https://exemplo.com.br/termos',
      privacyUrl: '/privacidade',
      rulesUrl: 'https://exemplo.com.br/regulamento',
      resendConfirmationUrl: 'https://api.exemplo.com.br/confirmacao/reenviar',
      passkeys: true,
    });
  });

  it('lets the run-time /config.js override the build, value by value', () => {
    const config = resolveConfig(
      { VITE_GTM_ID: 'GTM-BUILD', VITE_TERMS_URL: '/termos' },
      { VITE_GTM_ID: 'GTM-SITE', VITE_ALLOWED_REDIRECT_ORIGINS: ['https://parceiro.exemplo.com.br'] },
    );
    expect(config.gtmId).toBe('GTM-SITE');
    expect(config.termsUrl).toBe('/termos');
    expect(config.allowedRedirectOrigins).toEqual(['https://parceiro.exemplo.com.br']);
  });

  it('turns passkeys on or off only with the words on and off, the run time winning', () => {
    expect(resolveConfig({ VITE_PASSKEYS: 'on' }, { VITE_PASSKEYS: 'off' }).passkeys).toBe(false);
    expect(resolveConfig({ VITE_PASSKEYS: 'off' }, { VITE_PASSKEYS: 'on' }).passkeys).toBe(true);
    expect(resolveConfig({ VITE_PASSKEYS: 'on' }, { VITE_PASSKEYS: 'yes' }).passkeys).toBe(true);
    expect(resolveConfig({ VITE_PASSKEYS: 'true' }, undefined).passkeys).toBe(false);
  });

  it('ignores garbage at run time and falls back to the build-time value', () => {
    const config = resolveConfig(
      { VITE_GTM_ID: 'GTM-BUILD', VITE_GRAPHQL_URL: '/api/graphql', VITE_TERMS_URL: '/termos' },
      {
        VITE_GTM_ID: 'GTM-<script>',
        VITE_GRAPHQL_URL: 'javascript:alert(1)',
        VITE_TERMS_URL: 42,
        VITE_CONSENT_TOKEN: 'has spaces "and quotes"',
      },
    );
    expect(config.gtmId).toBe('GTM-BUILD');
    expect(config.graphqlUrl).toBe('/api/graphql');
    expect(config.termsUrl).toBe('/termos');
    expect(config.consentToken).toBeNull();
  });

  it.each([null, 'GTM-X', 42, ['GTM-X'], () => 'GTM-X'])('ignores a run-time config that is not an object: %s', (runtime) => {
    expect(resolveConfig({ VITE_GTM_ID: 'GTM-BUILD' }, runtime).gtmId).toBe('GTM-BUILD');
  });

  it('refuses URLs that would leak or run script', () => {
    const config = resolveConfig(
      { VITE_GRAPHQL_URL: '//evil.example/graphql', VITE_PRIVACY_URL: 'https://user:pw@exemplo.com.br/', VITE_RULES_URL: 'data:text/html,x' },
      undefined,
    );
    expect(config.graphqlUrl).toBe('/graphql');
    expect(config.privacyUrl).toBeNull();
    expect(config.rulesUrl).toBeNull();
  });

  it('narrows, never widens, the redirect allowlist on bad entries', () => {
    expect(resolveConfig({ VITE_ALLOWED_REDIRECT_ORIGINS: '*, https://ok.exemplo.com.br/path, https://ok.exemplo.com.br' }, undefined).allowedRedirectOrigins).toEqual([
      'https://ok.exemplo.com.br',
    ]);
  });
});
