'use client';

import type { MaskedFieldProps, MaskSpec } from '../MaskedInput';
import { maskedFieldKind, MaskedFieldOfKind } from '../MaskedInput/MaskedInput';
import { cleanCnpj } from '../validation/cnpj.ts';
import { cnpjFieldMessages } from './messages';

const BASE_LENGTH = 12;

/**
 * The characters the mask takes from typed or pasted text: letters (upper-cased) and digits. A letter
 * typed from the 13th position on, where the check digits go, is refused; several characters arriving
 * at once (a paste, autofill, the form's value) are all kept, so a CNPJ with a letter among its check
 * digits, or a longer one, is shown and flagged by validation instead of losing a character.
 */
function prepareCnpj(text: string, mask: { unmaskedValue: string }): string {
  const accepted = cleanCnpj(text);
  if (accepted.length !== 1 || mask.unmaskedValue.length < BASE_LENGTH) return accepted;
  return /[0-9]/.test(accepted) ? accepted : '';
}

// The alphanumeric CNPJ: 12 letters or digits, then 2 check digits (only digits are valid there,
// but a pasted letter is shown to be flagged; typing cannot put one there). What does not fit is kept.
export const cnpjMask: MaskSpec = { pattern: '##.###.###/####-##', prepare: prepareCnpj, fromClean: cleanCnpj, keepOverflow: true };

const cnpjKind = maskedFieldKind('cnpjField', cnpjFieldMessages, cnpjMask, {
  // letters are allowed, so the full keyboard, starting in capitals
  inputMode: 'text',
  // HTML has no autofill token for a CNPJ
  autoComplete: 'off',
  htmlInputProps: { autoCapitalize: 'characters', spellCheck: false },
});

/** Props of CnpjField: `value` and `onChange` carry the clean CNPJ, 14 upper-case letters and digits ('12ABC34501DE35'). */
export type CnpjFieldProps = MaskedFieldProps;

/**
 * The CNPJ input, numeric or alphanumeric (in force since July 2026): shows 99.999.999/9999-99 as the
 * user types or pastes, upper-cases letters, and reports the clean value. Validation is the form's (`cnpjRule`).
 *
 * Use it for a company's CNPJ (a store, a retailer): it takes the numeric and the alphanumeric CNPJ alike.
 * Never cut: a paste with more than 14 letters and digits ('11.222.333/0001-811') stays on screen,
 * what does not fit after the mask ('11.222.333/0001-811'), and the form gets every character, which
 * `cnpjError` calls 'CNPJ inválido'. Typing a 15th digit is kept and flagged the same way.
 */
export function CnpjField(props: CnpjFieldProps) {
  return <MaskedFieldOfKind {...props} kind={cnpjKind} />;
}
