import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../../test/fuzz';
import { signUpForm } from './signUpForm';
import { prefillOf } from '../../../forms/describe';

const parsePrefill = (search: string) => prefillOf(signUpForm, search);
const prefillKeys: readonly string[] = signUpForm.prefillKeys;

describe('parsePrefill', () => {
  it('reads every honoured key, encoded or not', () => {
    const query =
      '?prefill%5Bname%5D=Maria+da+Silva&prefill[email]=maria%40exemplo.com.br&prefill[identity]=529.982.247-25' +
      '&prefill[phoneNumber]=(11)%2098765-4321&prefill[bornOn]=1990-04-12&prefill[type]=RETAILER' +
      '&prefill[customersCodes][]=11222333000181&prefill[customersCodes][]=&prefill[customersCodes][]=22';
    expect(parsePrefill(query)).toEqual({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      identity: '52998224725',
      phoneNumber: '11987654321',
      bornOn: '1990-04-12',
      type: 'RETAILER',
      customersCodes: ['11222333000181', '22'],
    });
  });

  it('orders indexed customer codes by index', () => {
    expect(parsePrefill('prefill[customersCodes][1]=b&prefill[customersCodes][0]=a').customersCodes).toEqual(['a', 'b']);
  });

  it('never takes the password, an unknown type, an unknown key or a bad date', () => {
    const prefill = parsePrefill('prefill[password]=Senha@Forte1&prefill[type]=ADMIN&prefill[role]=x&prefill[bornOn]=12/04/1990&name=x');
    expect(prefill).toEqual({});
  });

  it('ignores prototype-polluting keys', () => {
    const prefill = parsePrefill('prefill[__proto__][polluted]=1&__proto__[polluted]=1&prefill[constructor][prototype][polluted]=1');
    expect(prefill).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes a long value as it is, for the form to say what is wrong with it; only past 20,000 characters is it left out', () => {
    const name = `Maria ${'a'.repeat(10_000)}`;
    expect(parsePrefill(new URLSearchParams({ 'prefill[name]': name, 'prefill[email]': `${'a'.repeat(300)}@exemplo.com.br` }).toString())).toEqual({
      name,
      email: `${'a'.repeat(300)}@exemplo.com.br`,
    });
    expect(parsePrefill(`prefill[name]=${'a'.repeat(20_001)}&prefill[email]=a%40b.com`)).toEqual({ email: 'a@b.com' });
  });

  it('leaves out a customer code longer than 200 characters: no code is that long', () => {
    expect(parsePrefill(`prefill[customersCodes][]=${'1'.repeat(201)}&prefill[customersCodes][]=22`).customersCodes).toEqual(['22']);
  });

  it('ignores a malformed percent-encoding and keeps the other pairs', () => {
    expect(parsePrefill('prefill[name]=%E0%A4%A&prefill[email]=a%40b.com&prefill%5[type]=RETAILER')).toEqual({ email: 'a@b.com' });
  });

  it('never throws and only ever returns the honoured keys', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (query) => {
        const prefill = parsePrefill(query);
        for (const key of Object.keys(prefill)) expect(prefillKeys).toContain(key);
        expect(Object.getPrototypeOf(prefill)).toBe(Object.prototype);
      }),
      fuzzParams(),
    );
  });

  it('round-trips any name written by URLSearchParams', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== ''), (name) => {
        const query = new URLSearchParams({ 'prefill[name]': name }).toString();
        expect(parsePrefill(query).name).toBe(name.trim());
      }),
      fuzzParams(),
    );
  });
});
