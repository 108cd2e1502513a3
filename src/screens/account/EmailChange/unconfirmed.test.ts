import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resendUrlForNewEmail } from './unconfirmed';

describe('resendUrlForNewEmail', () => {
  it('names the new address where the URL named the old one, relative or absolute', () => {
    expect(resendUrlForNewEmail('/api/confirmation/resend?email=pedro%40exemplo.com', 'pedro@exemplo.com', 'pedro.certo@exemplo.com')).toBe(
      '/api/confirmation/resend?email=pedro.certo%40exemplo.com',
    );
    expect(resendUrlForNewEmail('https://api.exemplo.com/resend?email=PEDRO%40exemplo.com&x=1', 'pedro@exemplo.com', 'novo@exemplo.com')).toBe(
      'https://api.exemplo.com/resend?email=novo%40exemplo.com&x=1',
    );
  });

  it('keeps any other URL as the server gave it', () => {
    expect(resendUrlForNewEmail(null, 'a@b.c', 'd@e.f')).toBeNull();
    expect(resendUrlForNewEmail('/resend?token=abc', 'a@b.c', 'd@e.f')).toBe('/resend?token=abc');
    expect(resendUrlForNewEmail('/resend?email=outro%40b.c', 'a@b.c', 'd@e.f')).toBe('/resend?email=outro%40b.c');
    expect(resendUrlForNewEmail('http://[', 'a@b.c', 'd@e.f')).toBe('http://[');
  });

  it('never throws, and gives back the URL untouched unless it named the old address', () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), fc.emailAddress(), (url, oldEmail, newEmail) => {
        const result = resendUrlForNewEmail(url, oldEmail, newEmail);
        if (!url.includes('email=')) expect(result).toBe(url);
      }),
    );
  });
});
