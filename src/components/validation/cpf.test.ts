import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { CPF_INCOMPLETE_MESSAGE, cleanCpf, cpfCheckDigit, cpfError, formatCpf, isValidCpf } from './cpf';

/** A CPF with the check digits computed from a random base of 9 digits. */
const validCpf = fc
  .stringMatching(/^[0-9]{9}$/)
  .map((base) => {
    const withFirst = `${base}${cpfCheckDigit(base, 9)}`;
    return `${withFirst}${cpfCheckDigit(withFirst, 10)}`;
  })
  .filter((cpf) => !/^(.)\1+$/.test(cpf));

/** `cpf` with the digit at `position` moved up by `delta` (mod 10). */
function mutate(cpf: string, position: number, delta: number): string {
  return `${cpf.slice(0, position)}${(Number(cpf[position]) + delta) % 10}${cpf.slice(position + 1)}`;
}

/** The rule as the Receita Federal writes it (11 minus the remainder), independent of `cpfCheckDigit`. */
function referenceIsValidCpf(cpf: string): boolean {
  if (!/^[0-9]{11}$/.test(cpf) || /^(.)\1+$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const dv = (count: number) => {
    const sum = digits.slice(0, count).reduce((total, digit, i) => total + digit * (count + 1 - i), 0);
    const result = 11 - (sum % 11);
    return result >= 10 ? 0 : result;
  };
  return dv(9) === digits[9] && dv(10) === digits[10];
}

describe('isValidCpf', () => {
  it('accepts known valid CPFs and rejects a wrong check digit', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
  });

  it('agrees with the reference rule on any 11 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11}$/), (cpf) => {
        expect(isValidCpf(cpf)).toBe(referenceIsValidCpf(cpf));
      }),
      fuzzParams(300),
    );
  });

  it('wants exactly 11 ASCII digits, not all the same', () => {
    for (const value of ['', '5299822472', '529982247250', '529.982.247-25', '５２９９８２２４７２５', '11111111111', '00000000000']) {
      expect(isValidCpf(value)).toBe(false);
    }
  });

  it('accepts every CPF whose check digits follow the rule', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
      }),
      fuzzParams(300),
    );
  });

  it('rejects a valid CPF with either check digit changed', () => {
    fc.assert(
      fc.property(validCpf, fc.constantFrom(9, 10), fc.integer({ min: 1, max: 9 }), (cpf, position, delta) => {
        expect(isValidCpf(mutate(cpf, position, delta))).toBe(false);
      }),
      fuzzParams(300),
    );
  });

  it('judges a valid CPF with any one digit changed as the reference rule does', () => {
    fc.assert(
      fc.property(validCpf, fc.nat({ max: 10 }), fc.integer({ min: 1, max: 9 }), (cpf, position, delta) => {
        const mutated = mutate(cpf, position, delta);
        expect(isValidCpf(mutated)).toBe(referenceIsValidCpf(mutated));
      }),
      fuzzParams(500),
    );
  });

  it('inherits the blind spot of the official rule: some one-digit changes keep the check digits', () => {
    // The first digit weighs 11 ≡ 0 in the second check digit, and a remainder of 10 and of 0
    // both give a check digit of 0, so this change is invisible to the rule itself.
    expect(isValidCpf('71990119204')).toBe(true);
    expect(isValidCpf('81990119204')).toBe(true);
  });
});

describe('cleanCpf and formatCpf', () => {
  it('mask and unmask', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(cleanCpf(' 529.982.247-25 ')).toBe('52998224725');
    expect(cleanCpf('５２９.９８２.２４７-２５')).toBe('52998224725');
    expect(formatCpf('529abc982😀247٢٥')).toBe('529.982.247-25');
  });

  it('give the digits back: clean(format(digits)) = digits, for up to 11 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,11}$/), (digits) => {
        expect(cleanCpf(formatCpf(digits))).toBe(digits);
      }),
      fuzzParams(300),
    );
  });

  it('format any text to a prefix of the mask shape', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect('000.000.000-00'.startsWith(formatCpf(text).replace(/[0-9]/g, '0'))).toBe(true);
      }),
      fuzzParams(300),
    );
  });
});

describe('cpfError', () => {
  it('asks for the CPF when empty and required (the default)', () => {
    expect(cpfError('')).toBe('Campo obrigatório');
    expect(cpfError('', { required: false })).toBeNull();
  });

  it('says "CPF inválido" only once 11 digits are typed', () => {
    expect(cpfError('5299822472', { whileTyping: true })).toBeNull();
    expect(cpfError('5299822472')).toBe(CPF_INCOMPLETE_MESSAGE);
    expect(cpfError('52998224724', { whileTyping: true })).toBe('CPF inválido');
    expect(cpfError('52998224724')).toBe('CPF inválido');
    expect(cpfError('52998224725')).toBeNull();
    expect(cpfError('11111111111')).toBe('CPF inválido');
  });

  it('never says "CPF inválido" for 1 to 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,10}$/), fc.boolean(), (digits, whileTyping) => {
        expect(cpfError(digits, { whileTyping })).not.toBe('CPF inválido');
      }),
      fuzzParams(300),
    );
  });

  it('rejects what is not digits only', () => {
    expect(cpfError('529.982.247-25')).toBe('CPF inválido');
    expect(cpfError('529982247250')).toBe('CPF inválido');
  });
});
