import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConsentReceipt, postConsentReceipt, type ConsentSettings } from './consentReceipt';

const settings: ConsentSettings = { receiptsUrl: 'https://consent.exemplo.com.br/receipts', token: 'tok-1', identityToken: null, purposeId: 'p-1' };
const person = { email: 'maria@exemplo.com.br', identity: '52998224725', acceptsUserTerms: true };

describe('buildConsentReceipt', () => {
  it('identifies by e-mail by default', () => {
    expect(buildConsentReceipt(settings, person)).toEqual({
      url: settings.receiptsUrl,
      body: { identifier: 'maria@exemplo.com.br', test: false, requestInformation: 'tok-1', purposes: [{ Id: 'p-1' }] },
    });
  });

  it('identifies by CPF when an identity token is configured', () => {
    expect(buildConsentReceipt({ ...settings, identityToken: 'id-tok' }, person)?.body.identifier).toBe('52998224725');
  });

  it('sends nothing without accepted terms, URL or token', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.constant('https://x.exemplo/r')), fc.option(fc.constant('t')), (accepted, url, token) => {
        const receipt = buildConsentReceipt({ ...settings, receiptsUrl: url, token }, { ...person, acceptsUserTerms: accepted });
        expect(receipt !== null).toBe(accepted && url !== null && token !== null);
      }),
    );
  });
});

describe('postConsentReceipt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts JSON', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ ok: true }));
    const receipt = buildConsentReceipt(settings, person);
    if (!receipt) throw new Error('no receipt');
    await expect(postConsentReceipt(receipt, fetchImpl)).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(settings.receiptsUrl);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(receipt.body);
  });

  it('only warns on failure, without personal data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const receipt = buildConsentReceipt(settings, person);
    if (!receipt) throw new Error('no receipt');
    await expect(postConsentReceipt(receipt, async () => new Response('x', { status: 500 }))).resolves.toBe(false);
    await expect(
      postConsentReceipt(receipt, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('maria@exemplo.com.br');
  });
});
