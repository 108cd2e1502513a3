import { formatWithPattern, isOneRepeatedCharacter, normalizeDigits } from './digits.ts';
import { validationMessages } from './messages.ts';
import type { FieldRuleOptions } from './required.ts';

/** Number of characters in a CNPJ: 12 of base (letters or digits) and 2 check digits. */
export const CNPJ_LENGTH = 14;

/** The CNPJ display mask (spec section 5); each 9 is a character of the CNPJ (a letter or digit in the base). */
export const CNPJ_MASK = '99.999.999/9999-99';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * The clean form value of a CNPJ typed or pasted in any shape: its letters and digits, letters in
 * upper case, any Unicode digit as ASCII ('12.abc.345/01de-35' → '12ABC34501DE35').
 */
export function cleanCnpj(value: string): string {
  return normalizeDigits(value)
    .replace(/[a-z]/g, (letter) => letter.toUpperCase())
    .replace(/[^0-9A-Z]/g, '');
}

/** The masked display of a CNPJ ('11222333000181' → '11.222.333/0001-81'); partial values are masked as far as they go. */
export function formatCnpj(value: string): string {
  return formatWithPattern(cleanCnpj(value), CNPJ_MASK);
}

function checkDigit(base: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += (base.charCodeAt(i) - 48) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The two check digits of a CNPJ base of 12 characters (letters A–Z or digits), by the official
 * mod-11 rule of the alphanumeric CNPJ (in force since July 2026, compatible with numeric ones):
 * each character counts as its ASCII code minus 48, so '0'–'9' are 0–9 and 'A' is 17.
 * Null when `base` is not 12 such characters.
 */
export function cnpjCheckDigits(base: string): string | null {
  if (!/^[0-9A-Z]{12}$/.test(base)) return null;
  const first = checkDigit(base, FIRST_WEIGHTS);
  const second = checkDigit(`${base}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/**
 * True when `value` is a CNPJ written without punctuation: 12 letters or digits then 2 check digits,
 * not all the same character, check digits right. Lower-case letters are accepted as upper case.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = value.replace(/[a-z]/g, (letter) => letter.toUpperCase());
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || isOneRepeatedCharacter(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** The error for a CNPJ form value (clean, see `cleanCnpj`), or null when it is fine; required by default. */
export function cnpjError(value: string, { required = true, whileTyping = false }: FieldRuleOptions = {}): string | null {
  if (value.trim() === '') return required ? validationMessages.required : null;
  if (whileTyping && /^[0-9A-Za-z]+$/.test(value) && value.length < CNPJ_LENGTH) return null;
  return isValidCnpj(value) ? null : validationMessages.cnpj;
}
