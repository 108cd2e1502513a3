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
