import { isOneRepeatedCharacter } from './digits.ts';

// The shape of a Brazilian mobile number, shared by the phone's rule (phone.ts) and PhoneField's
// reading of what is typed; not part of the package's surface.

/** Digits in a mobile number with its area code. */
const MOBILE_LENGTH = 11;

/**
 * Anatel's area codes (DDD): two digits from 11 to 99, except 20, 23, 25, 26, 29, 30, 36, 39, 40, 50,
 * 52, 56–60, 70, 72, 76, 78, 80 and 90, which do not exist (nor does any with a 0).
 */
const AREA_CODE = '(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])';
/** A mobile number, as a regular expression's source: its DDD, then 9 and eight digits. */
export const MOBILE = `${AREA_CODE}9[0-9]{8}`;
const IS_AREA_CODE = new RegExp(`^${AREA_CODE}$`);
const IS_MOBILE = new RegExp(`^${MOBILE}$`);

/** True when `digits` are a mobile number: one of Anatel's DDDs, 9, eight digits, not one digit repeated. */
export function isMobileDigits(digits: string): boolean {
  return IS_MOBILE.test(digits) && !isOneRepeatedCharacter(digits);
}

/** True when some mobile number starts with `digits` (or is them). */
export function startsAMobile(digits: string): boolean {
  if (!/^[0-9]*$/.test(digits)) return false;
  if (digits.length >= MOBILE_LENGTH) return digits.length === MOBILE_LENGTH && isMobileDigits(digits);
  if (digits.length < 2) return !digits.startsWith('0');
  return IS_AREA_CODE.test(digits.slice(0, 2)) && (digits.length < 3 || digits[2] === '9');
}
