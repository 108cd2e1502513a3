import { formatWithPattern, isOneRepeatedCharacter, normalizeDigits, onlyDigits } from './digits.ts';
import { validationMessages } from './messages.ts';
import type { FieldRuleOptions } from './required.ts';

/** Number of digits in a mobile phone number with its area code (spec section 9). */
export const PHONE_LENGTH = 11;

/** The phone display mask (spec section 5); each 9 is a digit. */
export const PHONE_MASK = '(99) 99999-9999';

const BRAZIL_COUNTRY_CODE = /^\s*\+\s*55/;

/**
 * `text` without a leading Brazilian country code ('+55 11 98765-4321' → ' 11 98765-4321'), so a
 * number copied from a contact card fits the national mask. Only a written '+55' counts: a bare
 * '55' may be the area code of Rio Grande do Sul.
 */
export function stripBrazilCountryCode(text: string): string {
  return normalizeDigits(text).replace(BRAZIL_COUNTRY_CODE, '');
}

// A prefix, then a mobile number: a DDD without a zero, 9 and eight digits (captured).
const PREFIXED_MOBILE = /^(?:55|0055|0(?:[1-9][0-9])?)([1-9][1-9]9[0-9]{8})$/;
// After a written +55, only a trunk prefix (with or without a carrier code) may remain.
const TRUNK_PREFIXED_MOBILE = /^0(?:[1-9][0-9])?([1-9][1-9]9[0-9]{8})$/;

/**
 * The national digits a phone number written in one of the documented Brazilian forms means, for
 * what a paste or autofill brings; any other text gives its digits unchanged (too many of them is
 * then flagged by `phoneError`, never cut). The forms, each only when a mobile number follows (a DDD
 * without a zero, then 9 and eight digits), so one number is never turned into another:
 *
 * - `+55` written before the number: '+55 11 91431-4567' (a written +55 is always dropped, as before);
 * - `55` before the 11 digits: '55 (17) 96332-2155', '5517963322155';
 * - the trunk prefix `0`: '0 11 91431-4567', '011 91431-4567', '(0xx11) 91431-4567', '+55 (0) 11 91431-4567';
 * - the trunk prefix with a carrier code (CSP: two digits, the first not 0): '0 21 11 91431-4567';
 * - the international prefix `00` then `55`: '0055 11 91431-4567'.
 *
 * '55 (17) 96332-2155' → '17963322155'; '55 17 3633-2155' (a landline) stays '551736332155'.
 */
export function nationalPhoneDigits(text: string): string {
  const written = normalizeDigits(text);
  const hasCountryCode = BRAZIL_COUNTRY_CODE.test(written);
  const digits = onlyDigits(hasCountryCode ? written.replace(BRAZIL_COUNTRY_CODE, '') : written);
  const national = (hasCountryCode ? TRUNK_PREFIXED_MOBILE : PREFIXED_MOBILE).exec(digits)?.[1];
  return national ?? digits;
}

/** The clean form value of a phone typed or pasted in any shape: its national digits ('(11) 98765-4321' → '11987654321'). */
export function cleanPhone(value: string): string {
  return onlyDigits(stripBrazilCountryCode(value));
}

/** The masked display of a phone ('11987654321' → '(11) 98765-4321'); partial values are masked as far as they go. */
export function formatPhone(value: string): string {
  return formatWithPattern(cleanPhone(value), PHONE_MASK);
}

/** True when `value` has 11 digits once non-digits are removed, not all the same digit (spec section 5). */
export function isValidPhone(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === PHONE_LENGTH && !isOneRepeatedCharacter(digits);
}

/**
 * The error for a phone form value, or null when it is fine. The phone is optional by default
 * (`required: false`): empty is valid, anything else must be a valid number.
 */
export function phoneError(value: string, { required = false, whileTyping = false }: FieldRuleOptions = {}): string | null {
  if (value.trim() === '') return required ? validationMessages.required : null;
  if (whileTyping && /^[0-9]+$/.test(value) && value.length < PHONE_LENGTH) return null;
  return isValidPhone(value) ? null : validationMessages.phone;
}
