'use client';

import type { MaskedFieldProps, MaskSpec } from '../MaskedInput';
import { maskedFieldKind, MaskedFieldOfKind } from '../MaskedInput/MaskedInput';
import { birthDateFromDigits, birthDateToDigits } from '../validation/birthDate.ts';
import { normalizeDigits, onlyDigits } from '../validation/digits.ts';
import { birthDateFieldMessages } from './messages';

const ISO_DATE = /^\s*[0-9]{4}-[0-9]{2}-[0-9]{2}\s*$/;

/** The digits for the DD/MM/AAAA mask; an ISO date (as some browsers autofill "bday") is turned around first. */
function prepareBirthDate(text: string): string {
  const normalized = normalizeDigits(text);
  return ISO_DATE.test(normalized) ? birthDateToDigits(normalized.trim()) : onlyDigits(normalized);
}

/** The birth date's mask: DD/MM/AAAA over the digits, an ISO date turned around, extra digits kept. */
export const birthDateMask: MaskSpec = {
  pattern: '00/00/0000',
  prepare: prepareBirthDate,
  toClean: birthDateFromDigits,
  fromClean: birthDateToDigits,
  keepOverflow: true,
};

const birthDateKind = maskedFieldKind('birthDateField', birthDateFieldMessages, birthDateMask, { inputMode: 'numeric', autoComplete: 'bday' });

/**
 * Props of BirthDateField: `value` and `onChange` carry the ISO date 'yyyy-mm-dd' once the 8 digits
 * are typed; before that, or with more than 8, the digits ('1204', '120419901'), which no rule
 * accepts as a date.
 */
export type BirthDateFieldProps = MaskedFieldProps;

/**
 * The birth date input: shows DD/MM/AAAA and reports an ISO date. A text input with a mask rather
 * than `type="date"`, whose picker is slow for a birth date and whose format follows the browser.
 * Validation is the form's (`birthDateRule`, with an injectable `today`).
 *
 * Use it wherever people give their own birth date (sign-up, profile), where typing eight digits is
 * faster than any picker.
 * An ISO date ('1990-04-12', as some browsers autofill "bday") is turned around. More than 8 digits
 * (a paste of '12/04/19901') are never cut: they stay on screen after the mask ('12/04/19901') and
 * the form gets them all as digits, which `birthDateError` calls 'Data de nascimento inválida'.
 */
export function BirthDateField(props: BirthDateFieldProps) {
  return <MaskedFieldOfKind {...props} kind={birthDateKind} />;
}
