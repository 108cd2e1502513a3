import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../../test/fuzz';
import { resendConfirmation, resendTarget, resendTargetFor } from './resend';

const origin = 'https://portal.exemplo.com.br';
const apiGraphql = 'https://api.exemplo.com.br/graphql';

describe('resendTargetFor', () => {
  it('adds the address to the configured endpoint, encoded, replacing any address it had', () => {
    expect(resendTargetFor('/api/confirmation/resend', 'ana+1@exemplo.com.br', origin, '/graphql')).toBe(`${origin}/api/confirmation/resend?email=ana%2B1%40exemplo.com.br`);
    expect(resendTargetFor('https://api.exemplo.com.br/r?email=x&v=2', 'a@b.co', origin, apiGraphql)).toBe('https://api.exemplo.com.br/r?email=a%40b.co&v=2');
    expect(resendTargetFor('javascript:alert(1)', 'a@b.co', origin, '/graphql')).toBeNull();
    // The configured endpoint is trusted as the stored one is: the portal's origin or the GraphQL endpoint's.
    expect(resendTargetFor('https://outro.exemplo.net/r', 'a@b.co', origin, apiGraphql)).toBeNull();
  });
});

describe('resendTarget', () => {
  it('resolves a path against the portal and keeps http(s) URLs on the trusted origins', () => {
    expect(resendTarget('/api/confirmation/resend?email=a%40b.com', origin, '/graphql')).toBe(`${origin}/api/confirmation/resend?email=a%40b.com`);
    expect(resendTarget('https://api.exemplo.com.br/resend', origin, apiGraphql)).toBe('https://api.exemplo.com.br/resend');
    expect(resendTarget(`${origin}/api/confirmation/resend`, origin, '/graphql')).toBe(`${origin}/api/confirmation/resend`);
  });

  it('follows only the portal’s own origin or the GraphQL endpoint’s', () => {
    for (const stored of [
      'https://malicioso.exemplo.net/resend',
      'https://api.exemplo.com.br/resend',
      '//malicioso.exemplo.net/resend',
      '/\\malicioso.exemplo.net/resend',
      'http://portal.exemplo.com.br/api/confirmation/resend',
      'https://portal.exemplo.com.br:8443/resend',
      'https://usuario@portal.exemplo.com.br/resend',
    ]) {
      expect(resendTarget(stored, origin, '/graphql')).toBeNull();
    }
    expect(resendTarget('https://malicioso.exemplo.net/resend', origin, apiGraphql)).toBeNull();
    expect(resendTarget('https://api.exemplo.com.br.malicioso.net/resend', origin, apiGraphql)).toBeNull();
  });

  it('never gives a URL outside the two trusted origins (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.webPath()), fc.constantFrom('/graphql', apiGraphql), (stored, graphqlUrl) => {
        const target = resendTarget(stored, origin, graphqlUrl);
        if (target !== null) expect([origin, new URL(graphqlUrl, origin).origin]).toContain(new URL(target).origin);
      }),
      fuzzParams(50),
    );
  });

  it('refuses anything else', () => {
    for (const stored of [null, '', 'javascript:alert(1)', 'data:text/html,x']) expect(resendTarget(stored, origin, '/graphql')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (stored) => {
        const target = resendTarget(stored, origin, apiGraphql);
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
