import { normalizeDigits, onlyDigits } from '../validation/digits.ts';
import { startsAMobile } from '../validation/mobileNumber.ts';
import { cleanPhone, isValidPhone, nationalPhoneDigits } from '../validation/phone.ts';

// What PhoneField's mask holds before the DDD, as typed: a country code being typed ('+', '+5', '+55')
// or the trunk zero (the 'xx' of its carrier placeholder '0xx' is dropped, like every letter). Held
// there, its digits are never locked into the DDD's slots.
const TYPED_PREFIX = /^(?:\+(?:55?)?|0)?$/;
// A '+' before a number, other than +55: another country's code.
const FOREIGN_COUNTRY_CODE = /^\s*\+(?!\s*55)/;

/** True when `typed` is a prefix the mask holds before the DDD (or nothing). */
export function isTypedPrefix(typed: string): boolean {
  return TYPED_PREFIX.test(typed);
}

/**
 * The phone's form value for any text, pasted, autofilled, restored or typed: the national digits
 * by `nationalPhoneDigits` (documented prefixes read only before a mobile number), except that
 * - a number written with another country's code ('+1 999 123-4567') keeps its '+', so it is never
 *   read as a Brazilian number: the rule refuses it;
 * - a '+55' with nothing after it yet stays '+55', for the digits still to come.
 * Typing and pasting the same text give the same value: the mask reads what it holds with this.
 */
export function phoneFromText(text: string): string {
  const written = normalizeDigits(text);
  if (FOREIGN_COUNTRY_CODE.test(written)) return `+${onlyDigits(written)}`;
  if (written.replace(/\s/g, '') === '+55') return '+55';
  return nationalPhoneDigits(written);
}

/**
 * True when the text on screen takes no more typed keys: it is a mobile number, and not one that may
 * be the start of another written with a bare 55 before it ('(55) 91900-0000' may be the start of
 * '55 91 90000-0000' typed bare). Anything else takes more keys, to be read with them or flagged,
 * never cut; a stray key after a finished number is refused, as in any full mask.
 */
export function isFinishedPhone(shown: string): boolean {
  const value = phoneFromText(shown.replace(/[^0-9+]/g, ''));
  return isValidPhone(value) && !(value.startsWith('55') && startsAMobile(value.slice(2)));
}

/**
 * The characters the phone's mask takes from `text` (`before` is what the mask holds ahead of it):
 * the digits, any Unicode digit as ASCII, and, at the start, the '+' of a country code (a written +55
 * with digits after it is dropped).
 */
export function preparePhone(text: string, { unmaskedValue: before }: { unmaskedValue: string }): string {
  const written = normalizeDigits(text);
  if (before === '' && FOREIGN_COUNTRY_CODE.test(written)) return `+${onlyDigits(written)}`;
  if (before === '' && written.replace(/\s/g, '') === '+55') return '+55';
  return cleanPhone(written);
}
