import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlyDigits } from '../../components/validation';
import { fuzzParams } from '../../test/fuzz';
import { cleanCode, CODE_OVERFLOW_LIMIT } from './code';

describe('cleanCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 12.34.56 ', '123456'],
    ['1234567', '1234567'],
    ['123 456 7', '1234567'],
    ['abc', ''],
    // Another script's digits (a full-width keyboard, Arabic-Indic) are the same numbers, as in the masks.
    ['１２３４５６', '123456'],
    ['١٢٣ ٤٥٦', '123456'],
  ])('keeps every digit of %j, a seventh too (validation flags it, nothing is cut)', (typed, kept) => {
    expect(cleanCode(typed, 6)).toBe(kept);
  });

  it('always gives digits only, in order, every one of them up to the length plus the overflow limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (text, length) => {
        const code = cleanCode(text, length);
        const digits = onlyDigits(text);
        expect(code).toMatch(/^\d*$/);
        expect(digits.startsWith(code)).toBe(true);
        expect(code.length).toBe(Math.min(digits.length, length + CODE_OVERFLOW_LIMIT));
      }),
      fuzzParams(),
    );
  });

  it('stops a pathological paste (10,000 digits) past the limit, still longer than the code, so still flagged', () => {
    const code = cleanCode('7'.repeat(10_000), 6);
    expect(code.length).toBe(6 + CODE_OVERFLOW_LIMIT);
  });

  it('reads back a code pasted with any separators between its digits', () => {
    const separator = fc.constantFrom('', ' ', '-', ' - ', '.', '\t');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), separator, (digits, sep) => {
        expect(cleanCode(digits.join(sep), 6)).toBe(digits.join(''));
      }),
      fuzzParams(),
    );
  });
});
