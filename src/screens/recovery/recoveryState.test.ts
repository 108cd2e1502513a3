import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import {
  RECOVERY_STATE_KEY,
  isMasked,
  parseDelivery,
  parseRecoveryState,
  readRecoveryState,
  rememberDelivery,
  storeAccountEmail,
  writeRecoveryState,
  type RecoveryState,
} from './recoveryState';

const byCpf: RecoveryState = {
  recoveryId: 'rec-1',
  address: null,
  options: [
    { channel: 'EMAIL', maskedDestination: 'm***@exemplo.com.br' },
    { channel: 'SMS', maskedDestination: '(11) *****-4321' },
  ],
  delivery: null,
};
const byEmail: RecoveryState = {
  recoveryId: null,
  address: 'maria.silva@exemplo.com.br',
  options: [],
  delivery: { channel: 'EMAIL', maskedDestination: 'm***@exemplo.com.br', codeLength: 0, resendAt: 1_000 },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('recovery state', () => {
  it('reads back what was written, by CPF and by e-mail', () => {
    for (const state of [byCpf, byEmail]) {
      writeRecoveryState(state);
      expect(readRecoveryState()).toEqual(state);
    }
  });

  it.each([
    ['nothing', null],
    ['garbage JSON', '{"recoveryId": '],
    ['a string', '"rec-1"'],
    ['no options by CPF', JSON.stringify({ ...byCpf, options: [] })],
    ['an unknown channel', JSON.stringify({ ...byCpf, options: [{ channel: 'PIGEON', maskedDestination: 'x' }] })],
    ['an e-mail recovery without its delivery', JSON.stringify({ ...byEmail, delivery: null })],
    ['a negative code length', JSON.stringify({ ...byEmail, delivery: { ...byEmail.delivery, codeLength: -1 } })],
    ['a resend time that is no number', JSON.stringify({ ...byEmail, delivery: { ...byEmail.delivery, resendAt: 'soon' } })],
    ['a huge id', JSON.stringify({ ...byCpf, recoveryId: 'x'.repeat(10_000) })],
  ])('refuses %s', (_, stored) => {
    if (stored !== null) sessionStorage.setItem(RECOVERY_STATE_KEY, stored);
    expect(readRecoveryState()).toBeNull();
  });

  it('never throws on anything JSON can hold, and what it accepts is well formed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const state = parseRecoveryState(value);
        if (state === null) return;
        expect(state.recoveryId !== null || state.delivery !== null).toBe(true);
      }),
      fuzzParams(),
    );
  });

  it('checks a delivery from the server and sets when the resend comes back', () => {
    const answer = { channel: 'SMS', maskedDestination: '(11) *****-4321', resendAvailableInSeconds: 30, codeLength: 6 };
    expect(parseDelivery(answer, 5_000)).toEqual({ channel: 'SMS', maskedDestination: '(11) *****-4321', codeLength: 6, resendAt: 5_000 });
    expect(parseDelivery({ ...answer, channel: 'FAX' }, 5_000)).toBeNull();
    expect(parseDelivery({ ...answer, codeLength: 2.5 }, 5_000)).toBeNull();
  });
});

describe('what the reset form reads', () => {
  it('stores a real e-mail under `email`, and refuses (removing any stale one) a masked value', () => {
    expect(storeAccountEmail(' maria.silva@exemplo.com.br ')).toBe(true);
    expect(localStorage.getItem('email')).toBe('maria.silva@exemplo.com.br');
    expect(storeAccountEmail('m***@exemplo.com.br')).toBe(false);
    expect(localStorage.getItem('email')).toBeNull();
  });

  it('keeps the masked e-mail out of `email`, and the masked phone under `mobileNumber`', () => {
    rememberDelivery(byCpf, { channel: 'EMAIL', maskedDestination: 'm***@exemplo.com.br', codeLength: 6, resendAt: 1 });
    expect(localStorage.getItem('email')).toBeNull();
    expect(readRecoveryState()?.delivery?.maskedDestination).toBe('m***@exemplo.com.br');
    rememberDelivery(byCpf, { channel: 'SMS', maskedDestination: '(11) *****-4321', codeLength: 6, resendAt: 1 });
    expect(localStorage.getItem('mobileNumber')).toBe('(11) *****-4321');
    expect(isMasked('(11) *****-4321')).toBe(true);
  });
});
