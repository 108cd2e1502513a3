import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuzzParams } from '../../../test/fuzz';
import { readResendAt, rememberResendAt, RESEND_WAIT_KEY } from './resendWait';

const email = 'joao.souza@exemplo.com.br';
const now = 1_800_000_000_000;
const max = 30_000;

describe('the resend wait kept across a reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back the wait of the same address while it lasts', () => {
    rememberResendAt(email, now + 20_000);
    expect(readResendAt(email, now, max)).toBe(now + 20_000);
    expect(readResendAt('JOAO.SOUZA@exemplo.com.br', now, max)).toBe(now + 20_000);
    expect(readResendAt(email, now + 20_000, max)).toBeNull();
    expect(readResendAt('outra@exemplo.com.br', now, max)).toBeNull();
  });

  it('ignores a wait longer than the cooldown and anything that is not a wait', () => {
    rememberResendAt(email, now + max + 1);
    expect(readResendAt(email, now, max)).toBeNull();
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        sessionStorage.setItem(RESEND_WAIT_KEY, JSON.stringify(value));
        const at = readResendAt(email, now, max);
        expect(at === null || (at > now && at <= now + max)).toBe(true);
      }),
      fuzzParams(),
    );
    sessionStorage.setItem(RESEND_WAIT_KEY, '{not json');
    expect(readResendAt(email, now, max)).toBeNull();
  });
});
