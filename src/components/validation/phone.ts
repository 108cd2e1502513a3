import { formatWithPattern, normalizeDigits, onlyDigits } from './digits.ts';
import { validationMessages } from './messages.ts';
import { isMobileDigits, MOBILE, startsAMobile } from './mobileNumber.ts';
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

// A prefix, then a mobile number (captured).
const PREFIXED_MOBILE = new RegExp(`^(?:55|0055|0(?:[1-9][0-9])?)(${MOBILE})$`);

/**
 * The national digits a phone number written in one of the documented Brazilian forms means, for
 * what a paste or autofill brings; any other text gives its digits unchanged (too many of them is
 * then flagged by `phoneError`, never cut). The forms, each only when a mobile number follows (one of
 * Anatel's DDDs, then 9 and eight digits), so one number is never turned into another:
 *
 * - `+55` written before the number: '+55 11 91431-4567' (a written +55 is always dropped), and any
 *   of the forms below after it ('+55 (0) 11 91431-4567');
 * - `55` before the 11 digits: '55 (17) 96332-2155', '5517963322155';
 * - the trunk prefix `0`: '0 11 91431-4567', '011 91431-4567', '(0xx11) 91431-4567', '+55 (0) 11 91431-4567';
 * - the trunk prefix with a carrier code (CSP: two digits, the first not 0): '0 21 11 91431-4567';
 * - the international prefix `00` then `55`: '0055 11 91431-4567'.
 *
 * '55 (17) 96332-2155' → '17963322155'; '55 17 3633-2155' (a landline) stays '551736332155'.
 */
export function nationalPhoneDigits(text: string): string {
  const digits = cleanPhone(text);
  return PREFIXED_MOBILE.exec(digits)?.[1] ?? digits;
}

/** The clean form value of a phone typed or pasted in any shape: its national digits ('(11) 98765-4321' → '11987654321'). */
export function cleanPhone(value: string): string {
  return onlyDigits(stripBrazilCountryCode(value));
}

// A '+' before a number, other than +55: another country's code.
const FOREIGN_COUNTRY_CODE = /^\s*\+(?!\s*55)/;

/**
 * The masked display of a phone ('11987654321' → '(11) 98765-4321'), as PhoneField shows it; partial
 * values are masked as far as they go. What comes before a DDD is shown before the mask, never in the
 * DDD's place: a leading 0, the trunk prefix (no DDD starts with 0: '0119' → '0(11) 9'), and another
 * country's code ('+1999' → '+(19) 9').
 */
export function formatPhone(value: string): string {
  const written = normalizeDigits(value);
  const digits = cleanPhone(written);
  if (written.replace(/\s/g, '') === '+55') return '+55';
  const lead = FOREIGN_COUNTRY_CODE.test(written) ? (digits.startsWith('5') ? '+5' : '+') : digits.startsWith('0') ? '0' : '';
  return `${lead}${formatWithPattern(digits.slice(lead.replace('+', '').length), PHONE_MASK)}`;
}

/**
 * True when `value` has 11 digits once non-digits are removed, not all the same digit (spec section
 * 5), and they are a mobile number: one of Anatel's DDDs, then 9. A '+' in it is another country's
 * code (the field drops a +55 itself), so such a value is never a Brazilian number.
 */
export function isValidPhone(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === PHONE_LENGTH && isMobileDigits(digits) && !value.includes('+');
}

// What may come before the DDD of a number being typed: nothing, +55 (and a trunk 0, with or without a
// carrier code), 55, the trunk 0 (alone or with a carrier code), or 0055.
const PREFIX_BEFORE_DDD = /^(?:\+55(?:0(?:[1-9][0-9])?)?|55|0(?:055|[1-9][0-9])?)?$/;
// A prefix still being typed, with nothing after it yet.
const PREFIX_BEING_TYPED = /^(?:\+5?|005?)$/;

/**
 * True when `value`, a phone being typed, can still become a mobile number as more digits are typed:
 * at most 11 digits, and after one of the documented prefixes comes the start of a mobile number (a
 * DDD being typed, a DDD, a DDD and 9…) or a whole one.
 */
function canBecomeMobile(value: string): boolean {
  if (onlyDigits(value).length > PHONE_LENGTH) return false;
  if (PREFIX_BEING_TYPED.test(value)) return true;
  for (let split = 0; split <= value.length; split += 1) {
    if (PREFIX_BEFORE_DDD.test(value.slice(0, split)) && startsAMobile(value.slice(split))) return true;
  }
  return false;
}

/**
 * The error for a phone form value, or null when it is fine. The phone is optional by default
 * (`required: false`): empty is valid, anything else must be a valid number.
 */
export function phoneError(value: string, { required = false, whileTyping = false }: FieldRuleOptions = {}): string | null {
  if (value.trim() === '') return required ? validationMessages.required : null;
  if (isValidPhone(value) || (whileTyping && canBecomeMobile(value))) return null;
  return validationMessages.phone;
}
