import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import * as validation from './index';

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const oddCharacter = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u200b', '\u202e', '\ufeff', '😀', '👩🏽‍💻', '１', '٣', '۴', '९', '𝟗', 'ß', 'İ', 'ﬀ', '-', '/', '.');
const hostileString = fc.oneof(
  fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate, oddCharacter), maxLength: 60 }),
  fc.constantFrom('9'.repeat(10_000), '٣'.repeat(10_001), '😀'.repeat(10_000), `${'\uD800'.repeat(5_000)}52998224725`, 'a'.repeat(12_000)),
);

/** Every validator, formatter and cleaner that takes user text. */
const onText: Record<string, (value: string) => unknown> = {
  normalizeDigits: validation.normalizeDigits,
  onlyDigits: validation.onlyDigits,
  digitValue: validation.digitValue,
  isOneRepeatedCharacter: validation.isOneRepeatedCharacter,
  formatWithPattern: (value) => validation.formatWithPattern(value, validation.CPF_MASK),
  isValidCpf: validation.isValidCpf,
  cleanCpf: validation.cleanCpf,
  formatCpf: validation.formatCpf,
  cpfError: validation.cpfError,
  cpfErrorWhileTyping: (value) => validation.cpfError(value, { whileTyping: true }),
  isValidPhone: validation.isValidPhone,
  cleanPhone: validation.cleanPhone,
  nationalPhoneDigits: validation.nationalPhoneDigits,
  formatPhone: validation.formatPhone,
  phoneError: validation.phoneError,
  isValidCnpj: validation.isValidCnpj,
  cleanCnpj: validation.cleanCnpj,
  formatCnpj: validation.formatCnpj,
  cnpjCheckDigits: validation.cnpjCheckDigits,
  cnpjError: validation.cnpjError,
  isValidEmail: validation.isValidEmail,
  emailError: validation.emailError,
  nameError: validation.nameError,
  isRealIsoDate: validation.isRealIsoDate,
  formatBirthDate: validation.formatBirthDate,
  parseBirthDate: validation.parseBirthDate,
  birthDateFromDigits: validation.birthDateFromDigits,
  birthDateToDigits: validation.birthDateToDigits,
  anniversary: (value) => validation.anniversary(value, 18),
  birthDateError: (value) => validation.birthDateError(value, { today: '2026-11-15' }),
  isFilled: validation.isFilled,
  requiredError: validation.requiredError,
  isStrongPassword: validation.isStrongPassword,
  passwordError: validation.passwordError,
};

describe('validation on hostile text', () => {
  it.each(Object.entries(onText))('%s never throws, whatever the text (lone surrogates, controls, emoji, 10,000+ characters)', (_name, fn) => {
    fc.assert(
      fc.property(hostileString, (text) => {
        expect(() => fn(text)).not.toThrow();
      }),
      fuzzParams(200),
    );
  });

  it('formatters always give a prefix of their mask, with ASCII digits (and letters for the CNPJ)', () => {
    const masks: [(value: string) => string, string][] = [
      [validation.formatCpf, '000.000.000-00'],
      // what comes before a DDD (a trunk 0, another country's '+') is shown before the phone's mask
      [(value) => validation.formatPhone(value).replace(/^(?:\+5?|0)/, ''), '(00) 00000-0000'],
      [validation.formatBirthDate, '00/00/0000'],
      [validation.formatCnpj, '00.000.000/0000-00'],
    ];
    fc.assert(
      fc.property(hostileString, (text) => {
        for (const [format, shape] of masks) expect(shape.startsWith(format(text).replace(/[0-9A-Z]/g, '0'))).toBe(true);
      }),
      fuzzParams(200),
    );
  });

  it('re-exports the spec messages and the password rules from the folder', () => {
    expect(validation.validationMessages.cpf).toBe('CPF inválido');
    expect(validation.passwordRules.length).toBe(5);
  });
});
