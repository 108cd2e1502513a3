import { beforeEach, describe, expect, it } from 'vitest';
import { ceremonyOutcome, declinePasskeyOffer, deviceName, isIpAddress, OFFER_PAUSE_MS, PASSKEY_OFFER_KEY, passkeyCreatedHere, shouldOfferPasskey } from '.';

describe('deviceName', () => {
  it('names the browser and the system as a person knows them', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; SM-A146M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome no Android');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36')).toBe('Samsung Internet no Android');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari no iPhone');
    expect(deviceName('')).toBe('Este aparelho');
  });
});

describe('isIpAddress', () => {
  it('tells an IP address, which WebAuthn refuses as relying party, from a host name', () => {
    expect(isIpAddress('127.0.0.1')).toBe(true);
    expect(isIpAddress('[::1]')).toBe(true);
    expect(isIpAddress('localhost')).toBe(false);
    expect(isIpAddress('conta.programa.com.br')).toBe(false);
  });
});

describe('ceremonyOutcome', () => {
  const started = 1_000;
  const notAllowed = new DOMException('no', 'NotAllowedError');
  it('reads a NotAllowedError as cancelled before the timeout and as a timeout after it', () => {
    expect(ceremonyOutcome(notAllowed, started, 60_000, started + 5_000)).toBe('cancelled');
    expect(ceremonyOutcome(notAllowed, started, 60_000, started + 60_000)).toBe('timeout');
  });
  it('reads the library’s wrapped causes and codes', () => {
    expect(ceremonyOutcome(Object.assign(new Error('x', { cause: notAllowed }), { code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' }), started, 60_000, started)).toBe('cancelled');
    expect(ceremonyOutcome(Object.assign(new Error('x'), { code: 'ERROR_CEREMONY_ABORTED' }), started, 60_000, started)).toBe('aborted');
    expect(ceremonyOutcome(new DOMException('x', 'InvalidStateError'), started, 60_000, started)).toBe('alreadyRegistered');
    expect(ceremonyOutcome(new DOMException('x', 'SecurityError'), started, 60_000, started)).toBe('unsupported');
    expect(ceremonyOutcome(new Error('x'), started, 60_000, started)).toBe('other');
  });
});

describe('the offer after a sign-in', () => {
  beforeEach(() => localStorage.clear());
  it('is made where passkeys are usable, until this device declines it, and again after the pause', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(shouldOfferPasskey(false, now)).toBe(false);
    expect(shouldOfferPasskey(true, now)).toBe(true);
    declinePasskeyOffer(now);
    expect(shouldOfferPasskey(true, now + OFFER_PAUSE_MS - 1)).toBe(false);
    expect(shouldOfferPasskey(true, now + OFFER_PAUSE_MS)).toBe(true);
  });
  it('is not made again once a passkey was made here, and a garbled answer asks again', () => {
    passkeyCreatedHere();
    expect(shouldOfferPasskey(true)).toBe(false);
    localStorage.setItem(PASSKEY_OFFER_KEY, 'lixo');
    expect(shouldOfferPasskey(true)).toBe(true);
  });
});
