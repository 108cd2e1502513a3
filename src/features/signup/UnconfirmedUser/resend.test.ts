import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resendConfirmation, resendTarget } from './resend';

const origin = 'https://portal.exemplo.com.br';

describe('resendTarget', () => {
  it('resolves a path against the portal and keeps http(s) URLs', () => {
    expect(resendTarget('/api/confirmation/resend?email=a%40b.com', origin)).toBe(`${origin}/api/confirmation/resend?email=a%40b.com`);
    expect(resendTarget('https://api.exemplo.com.br/resend', origin)).toBe('https://api.exemplo.com.br/resend');
  });

  it('refuses anything else', () => {
    for (const stored of [null, '', 'javascript:alert(1)', 'data:text/html,x']) expect(resendTarget(stored, origin)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (stored) => {
        const target = resendTarget(stored, origin);
        expect(target === null || /^https?:/.test(target)).toBe(true);
      }),
    );
  });
});

describe('resendConfirmation', () => {
  it('is true when the server confirms, false on refusal, error or no network', async () => {
    await expect(resendConfirmation('/r', async () => Response.json({ sent: true }))).resolves.toBe(true);
    await expect(resendConfirmation('/r', async () => Response.json({ sent: false }))).resolves.toBe(false);
    await expect(resendConfirmation('/r', async () => new Response('', { status: 500 }))).resolves.toBe(false);
    await expect(
      resendConfirmation('/r', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBe(false);
  });
});
