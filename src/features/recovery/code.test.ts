import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { cleanCode } from './code';

describe('cleanCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 12.34.56 ', '123456'],
    ['1234567', '123456'],
    ['abc', ''],
  ])('keeps the digits of %j, at most six', (typed, kept) => {
    expect(cleanCode(typed, 6)).toBe(kept);
  });

  it('always gives digits only, never more than the length, and keeps every digit of a short paste in order', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (text, length) => {
        const code = cleanCode(text, length);
        expect(code).toMatch(/^\d*$/);
        expect(code.length).toBeLessThanOrEqual(length);
        expect(text.replace(/\D/g, '').startsWith(code)).toBe(true);
      }),
      fuzzParams(),
    );
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
