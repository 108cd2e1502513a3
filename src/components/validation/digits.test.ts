import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { digitValue, formatWithPattern, isOneRepeatedCharacter, normalizeDigits, onlyDigits } from './digits';

/** Numbering systems whose ten digits are Unicode decimal digits (not e.g. 'hanidec', whose digits are letters). */
const decimalSystems = Intl.supportedValuesOf('numberingSystem').filter((system) => {
  const digits = new Intl.NumberFormat('en', { numberingSystem: system, useGrouping: false }).format(1234567890);
  return system !== 'latn' && /^\p{Nd}+$/u.test(digits);
});

describe('digitValue', () => {
  it('reads ASCII, full-width, Arabic-Indic, Devanagari and mathematical digits', () => {
    expect(digitValue('7')).toBe(7);
    expect(digitValue('１')).toBe(1);
    expect(digitValue('٣')).toBe(3);
    expect(digitValue('۴')).toBe(4);
    expect(digitValue('९')).toBe(9);
    expect(digitValue('𝟎')).toBe(0);
    // the mathematical digits are five runs of ten with no gap between them
    expect(digitValue('𝟘')).toBe(0);
    expect(digitValue('𝟿')).toBe(9);
  });

  it('is -1 for what is not one decimal digit', () => {
    for (const char of ['', 'a', '²', 'Ⅻ', '一', '\uD835', '12', '😀']) expect(digitValue(char)).toBe(-1);
  });
});

describe('normalizeDigits and onlyDigits', () => {
  it('map the digits of every decimal numbering system to ASCII', () => {
    expect(decimalSystems.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.constantFrom(...decimalSystems), fc.nat(), (system, n) => {
        const written = new Intl.NumberFormat('en', { numberingSystem: system, useGrouping: false }).format(n);
        expect(normalizeDigits(written)).toBe(String(n));
        expect(onlyDigits(`(${written})`)).toBe(String(n));
      }),
      fuzzParams(300),
    );
  });

  it('keep other characters in normalizeDigits and drop them in onlyDigits', () => {
    expect(normalizeDigits('CPF: ５２٩-x')).toBe('CPF: 529-x');
    expect(onlyDigits('CPF: ５２٩-x 😀 ²')).toBe('529');
  });

  it('onlyDigits gives ASCII digits only, never more digits than the text has characters, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const digits = onlyDigits(text);
        expect(digits).toMatch(/^[0-9]*$/);
        expect(digits.length).toBeLessThanOrEqual(text.length);
        expect(onlyDigits(digits)).toBe(digits);
      }),
      fuzzParams(400),
    );
  });

  it('keep ASCII digit strings as they are', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,30}$/), (digits) => {
        expect(normalizeDigits(digits)).toBe(digits);
        expect(onlyDigits(digits)).toBe(digits);
      }),
      fuzzParams(200),
    );
  });
});

describe('formatWithPattern', () => {
  it('shows a literal only once a character follows it', () => {
    expect(formatWithPattern('', '999.999')).toBe('');
    expect(formatWithPattern('529', '999.999')).toBe('529');
    expect(formatWithPattern('5299', '999.999')).toBe('529.9');
    expect(formatWithPattern('1', '(99) 9')).toBe('(1');
    expect(formatWithPattern('1234567', '999.999')).toBe('123.456');
  });

  it('keeps the characters in order and drops the literals when they are removed again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{0,14}$/), (clean) => {
        const masked = formatWithPattern(clean, '99.999.999/9999-99');
        expect(masked.replace(/[./-]/g, '')).toBe(clean);
        expect(masked.endsWith('.') || masked.endsWith('/') || masked.endsWith('-')).toBe(false);
      }),
      fuzzParams(300),
    );
  });
});

describe('isOneRepeatedCharacter', () => {
  it('is true only for one character repeated', () => {
    expect(isOneRepeatedCharacter('')).toBe(false);
    expect(isOneRepeatedCharacter('1')).toBe(true);
    expect(isOneRepeatedCharacter('11111111111')).toBe(true);
    expect(isOneRepeatedCharacter('11111111112')).toBe(false);
  });
});
