import { formatWithPattern, normalizeDigits, onlyDigits } from './digits.ts';
import { validationMessages } from './messages.ts';
import type { FieldRuleOptions } from './required.ts';

/** Minimum age to sign up, in years (spec section 9). */
export const MINIMUM_AGE = 18;

/**
 * Oldest plausible age: an older birth date is a typo ('01/01/1090'), reported as
 * 'Data de nascimento inválida'.
 */
export const MAXIMUM_AGE = 130;

/** The birth date display mask, DD/MM/AAAA; each 9 is a digit. */
export const BIRTH_DATE_MASK = '99/99/9999';

/** "Today" for the birth date rules: a Date (its local calendar day counts) or an ISO date 'yyyy-mm-dd'. */
export type Today = Date | string;

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A number that orders dates as the calendar does, for any year. */
function dayKey({ year, month, day }: CalendarDate): number {
  return year * 10_000 + month * 100 + day;
}

function toIso({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parseIso(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True when `value` is an ISO date 'yyyy-mm-dd' that exists in the calendar (no 31/04, no 29/02 outside leap years). */
export function isRealIsoDate(value: string): boolean {
  return parseIso(value) !== null;
}

/**
 * Today's date as ISO 'yyyy-mm-dd': the local calendar day of `today` (default: now).
 * Throws a RangeError when `today` is an invalid Date or a string that is not a real ISO date:
 * that is a programming error, not user input.
 */
export function todayIso(today: Today = new Date()): string {
  if (typeof today === 'string') {
    if (!isRealIsoDate(today)) throw new RangeError(`today must be an ISO date (yyyy-mm-dd), got "${today}"`);
    return today;
  }
  if (Number.isNaN(today.getTime())) throw new RangeError('today is an invalid Date');
  return toIso({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() });
}

/**
 * The day someone born on `birthDate` (ISO) turns `years` old, as ISO. A 29 February birthday falls,
 * in a year that is not leap, on 1 March: the person completes the years when 28 February is over
 * (the reading of the Brazilian civil code's count of years from day to day). Null when `birthDate`
 * is not a real date.
 */
export function anniversary(birthDate: string, years: number): string | null {
  const born = parseIso(birthDate);
  return born ? toIso(anniversaryOf(born, years)) : null;
}

function anniversaryOf(born: CalendarDate, years: number): CalendarDate {
  const year = born.year + years;
  if (born.month === 2 && born.day === 29 && !isLeapYear(year)) return { year, month: 3, day: 1 };
  return { year, month: born.month, day: born.day };
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy'; anything else (a partial value, digits) is masked as far as its digits go. */
export function formatBirthDate(value: string): string {
  return formatWithPattern(birthDateToDigits(value), BIRTH_DATE_MASK);
}

/**
 * 'dd/mm/yyyy' (or the 8 digits 'ddmmyyyy', any Unicode digits) → ISO 'yyyy-mm-dd'; null unless it is
 * a real calendar date.
 */
export function parseBirthDate(value: string): string | null {
  const normalized = normalizeDigits(value).trim();
  if (!/^[0-9]{2}\/?[0-9]{2}\/?[0-9]{4}$/.test(normalized)) return null;
  const iso = birthDateFromDigits(onlyDigits(normalized));
  return isRealIsoDate(iso) ? iso : null;
}

/**
 * The form value of what the birth date input holds, from its digits: 8 digits 'ddmmyyyy' become ISO
 * 'yyyy-mm-dd' (even when not a real date, so validation can say so); fewer are kept as digits,
 * which no rule accepts as a date.
 */
export function birthDateFromDigits(digits: string): string {
  if (!/^[0-9]{8}$/.test(digits)) return digits;
  return `${digits.slice(4, 8)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
}

/**
 * The digits 'ddmmyyyy' the birth date input shows for a form value: the inverse of
 * `birthDateFromDigits`. Digits that are not an ISO date are kept, all of them: more than 8 are an
 * over-long paste for validation to flag, never a shorter date.
 */
export function birthDateToDigits(value: string): string {
  const match = ISO_DATE.exec(value);
  if (match) return `${match[3]}${match[2]}${match[1]}`;
  return onlyDigits(value);
}

/** Options of `birthDateError`. */
export interface BirthDateRuleOptions extends FieldRuleOptions {
  /** The day to validate against (default: the current local date); inject it in tests and stories. */
  today?: Today;
}

/**
 * The error for a birth date form value (ISO), or null when it is fine: required by default;
 * 'Data de nascimento inválida' unless it is a real date before today (and no more than
 * MAXIMUM_AGE years ago); 'Você precisa ser maior de 18 anos' unless the 18th birthday is today or past.
 */
export function birthDateError(value: string, { required = true, whileTyping = false, today }: BirthDateRuleOptions = {}): string | null {
  if (value.trim() === '') return required ? validationMessages.required : null;
  if (whileTyping && /^[0-9]{1,7}$/.test(value)) return null;
  const now = parseIso(todayIso(today));
  const born = parseIso(value);
  if (!now || !born) return validationMessages.bornOnInvalid;
  if (dayKey(born) >= dayKey(now) || dayKey(born) < dayKey(anniversaryOf(now, -MAXIMUM_AGE))) return validationMessages.bornOnInvalid;
  return dayKey(anniversaryOf(born, MINIMUM_AGE)) <= dayKey(now) ? null : validationMessages.bornOnUnderage;
}

/** True when `value` (ISO) is a valid birth date of someone at least 18 on `today`. */
export function isValidBirthDate(value: string, today?: Today): boolean {
  return birthDateError(value, { today }) === null;
}
