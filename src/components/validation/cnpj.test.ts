import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { cleanCnpj, cnpjCheckDigits, cnpjError, formatCnpj, isValidCnpj } from './cnpj';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A CNPJ (numeric or alphanumeric) with check digits computed from a random base of 12 characters. */
const validCnpj = fc
  .stringMatching(/^[0-9A-Z]{12}$/)
  .map((base) => `${base}${cnpjCheckDigits(base)}`)
  .filter((cnpj) => !/^(.)\1+$/.test(cnpj));

/** `cnpj` with the character at `position` moved `delta` places along its alphabet (digits only for the check digits). */
function mutate(cnpj: string, position: number, delta: number): string {
  const alphabet = position < 12 ? ALPHANUMERIC : '0123456789';
  const replacement = alphabet[(alphabet.indexOf(cnpj.charAt(position)) + delta) % alphabet.length] ?? '';
  return `${cnpj.slice(0, position)}${replacement}${cnpj.slice(position + 1)}`;
}

/** The Receita Federal's rule written its own way (weights 2 to 9 from the right, repeating), independent of `cnpjCheckDigits`. */
function referenceIsValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || /^(.)\1+$/.test(cnpj)) return false;
  const values = [...cnpj].map((char) => char.charCodeAt(0) - 48);
  const dv = (count: number) => {
    const sum = values
      .slice(0, count)
      .reverse()
      .reduce((total, value, i) => total + value * ((i % 8) + 2), 0);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  return dv(12) === values[12] && dv(13) === values[13];
}

describe('isValidCnpj', () => {
  it('accepts known numeric CNPJs and the Receita Federal alphanumeric example', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });

  it('rejects wrong check digits, letters in the check digits, wrong length, all the same, punctuation', () => {
    for (const value of ['11222333000182', '12ABC34501DE36', '12ABC34501DEA5', '1122233300018', '00000000000000', '11.222.333/0001-81', '']) {
      expect(isValidCnpj(value)).toBe(false);
    }
  });

  it('counts each character as its ASCII code minus 48 (A is 17)', () => {
    // With every weight applied to 'A' (17) in the first position only, the sum is 17 × 5 = 85, rest 8, digit 3.
    expect(cnpjCheckDigits('A00000000000')?.[0]).toBe('3');
  });

  it('accepts every CNPJ whose check digits follow the rule', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
      }),
      fuzzParams(300),
    );
  });

  it('rejects a valid CNPJ with either check digit changed', () => {
    fc.assert(
      fc.property(validCnpj, fc.constantFrom(12, 13), fc.integer({ min: 1, max: 9 }), (cnpj, position, delta) => {
        expect(isValidCnpj(mutate(cnpj, position, delta))).toBe(false);
      }),
      fuzzParams(300),
    );
  });

  it('judges a valid CNPJ with any one character changed as the reference rule does', () => {
    fc.assert(
      fc.property(validCnpj, fc.nat({ max: 13 }), fc.integer({ min: 1, max: 35 }), (cnpj, position, delta) => {
        const mutated = mutate(cnpj, position, delta);
        expect(isValidCnpj(mutated)).toBe(referenceIsValidCnpj(mutated));
      }),
      fuzzParams(500),
    );
  });

  it('inherits the blind spot of the official rule: characters 11 apart in value are interchangeable', () => {
    // '1' is 1 and 'G' is 71 − 48 = 23: the sums differ by a multiple of 11, so the check digits agree.
    expect(isValidCnpj('G1222333000181')).toBe(true);
    expect(isValidCnpj('12ABC345019E35')).toBe(true);
  });
});

describe('cleanCnpj and formatCnpj', () => {
  it('mask, unmask and upper-case', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(cleanCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(cleanCnpj('１２.ABC.３４５/０１DE-٣٥')).toBe('12ABC34501DE35');
    expect(cleanCnpj('çé😀ß')).toBe('');
  });

  it('give the characters back: clean(format(clean)) = clean, for up to 14 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{0,14}$/), (clean) => {
        expect(cleanCnpj(formatCnpj(clean))).toBe(clean);
      }),
      fuzzParams(300),
    );
  });
});

describe('cnpjError', () => {
  it('asks for the CNPJ, then checks it', () => {
    expect(cnpjError('')).toBe('Campo obrigatório');
    expect(cnpjError('', { required: false })).toBeNull();
    expect(cnpjError('112223330001')).toBe('CNPJ inválido');
    expect(cnpjError('112223330001', { whileTyping: true })).toBeNull();
    expect(cnpjError('11222333000182', { whileTyping: true })).toBe('CNPJ inválido');
    expect(cnpjError('12ABC34501DE35')).toBeNull();
  });
});
