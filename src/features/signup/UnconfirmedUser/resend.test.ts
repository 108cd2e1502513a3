import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resendConfirmation, resendTarget, resendTargetFor } from './resend';

const origin = 'https://portal.exemplo.com.br';

describe('resendTargetFor', () => {
  it('adds the address to the configured endpoint, encoded, replacing any address it had', () => {
    expect(resendTargetFor('/api/confirmation/resend', 'ana+1@exemplo.com.br', origin)).toBe(`${origin}/api/confirmation/resend?email=ana%2B1%40exemplo.com.br`);
    expect(resendTargetFor('https://api.exemplo.com.br/r?email=x&v=2', 'a@b.co', origin)).toBe('https://api.exemplo.com.br/r?email=a%40b.co&v=2');
    expect(resendTargetFor('javascript:alert(1)', 'a@b.co', origin)).toBeNull();
  });
});

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
  it('is sent when the server confirms, failed on refusal, error or no network', async () => {
    await expect(resendConfirmation('/r', async () => Response.json({ sent: true }))).resolves.toBe('sent');
    await expect(resendConfirmation('/r', async () => Response.json({ sent: false }))).resolves.toBe('failed');
    await expect(resendConfirmation('/r', async () => new Response('', { status: 500 }))).resolves.toBe('failed');
    await expect(resendConfirmation('/r', async () => Response.json({ sent: false }, { status: 404 }))).resolves.toBe('failed');
    await expect(
      resendConfirmation('/r', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBe('failed');
  });

  it('says when the address was confirmed meanwhile', async () => {
    await expect(resendConfirmation('/r', async () => Response.json({ sent: false, reason: 'ALREADY_CONFIRMED' }, { status: 409 }))).resolves.toBe('alreadyConfirmed');
  });
});
