import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { cleanPhone, formatPhone, isValidPhone, phoneError, stripBrazilCountryCode } from './phone';

describe('isValidPhone', () => {
  it('wants 11 digits once non-digits are removed, not all the same', () => {
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('１１９８７６５４３２１')).toBe(true);
    expect(isValidPhone('1198765432')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('99999999999')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });

  it('accepts any 11 digits that are not all the same, whatever surrounds them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11}$/), fc.string({ unit: 'grapheme-ascii', maxLength: 5 }), (digits, noise) => {
        const decorated = `${noise.replace(/[0-9]/g, '')}${formatPhone(digits)}`;
        expect(isValidPhone(decorated)).toBe(!/^(.)\1+$/.test(digits));
      }),
      fuzzParams(300),
    );
  });
});

describe('cleanPhone and formatPhone', () => {
  it('mask and unmask', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(cleanPhone('(11) 98765-4321')).toBe('11987654321');
  });

  it('drop a written +55 country code, and only a written one', () => {
    expect(cleanPhone('+55 11 98765-4321')).toBe('11987654321');
    expect(cleanPhone('+ 55 (11) 98765-4321')).toBe('11987654321');
    expect(cleanPhone('55 98765-4321')).toBe('55987654321');
    expect(stripBrazilCountryCode('+５５ 11')).toBe(' 11');
  });

  it('give the digits back: clean(format(digits)) = digits, for up to 11 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,11}$/), (digits) => {
        expect(cleanPhone(formatPhone(digits))).toBe(digits);
      }),
      fuzzParams(300),
    );
  });
});

describe('phoneError', () => {
  it('is optional by default: empty is fine', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('   ')).toBeNull();
    expect(phoneError('', { required: true })).toBe('Campo obrigatório');
  });

  it('says "Número de telefone inválido" for a filled, wrong number', () => {
    expect(phoneError('1198765432')).toBe('Número de telefone inválido');
    expect(phoneError('11111111111')).toBe('Número de telefone inválido');
    expect(phoneError('11987654321')).toBeNull();
  });

  it('waits for the 11th digit while typing', () => {
    expect(phoneError('1198765432', { whileTyping: true })).toBeNull();
    expect(phoneError('11111111111', { whileTyping: true })).toBe('Número de telefone inválido');
  });
});
