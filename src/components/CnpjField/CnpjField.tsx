'use client';

import { createMaskedInput, MaskedField, type MaskedFieldProps } from '../MaskedInput';
import { useMessages } from '../messages';
import { cleanCnpj } from '../validation/cnpj.ts';
import { cnpjFieldMessages } from './messages';

const BASE_LENGTH = 12;

/**
 * The characters the mask takes from typed or pasted text: letters (upper-cased) and digits, but only
 * digits from the 13th position on, where the check digits go.
 */
function prepareCnpj(text: string, mask: { unmaskedValue: string }): string {
  let position = mask.unmaskedValue.length;
  let accepted = '';
  for (const char of cleanCnpj(text)) {
    if (position >= BASE_LENGTH && !/[0-9]/.test(char)) continue;
    accepted += char;
    position += 1;
  }
  return accepted;
}

// The alphanumeric CNPJ: 12 letters or digits, then 2 check digits.
const CnpjInput = createMaskedInput({ pattern: '##.###.###/####-00', prepare: prepareCnpj, fromClean: cleanCnpj });

/** Props of CnpjField: `value` and `onChange` carry the clean CNPJ, 14 upper-case letters and digits ('12ABC34501DE35'). */
export type CnpjFieldProps = MaskedFieldProps;

/**
 * The CNPJ input, numeric or alphanumeric (in force since July 2026): shows 99.999.999/9999-99 as the
 * user types or pastes, upper-cases letters, and reports the clean value. Validation is the form's (`cnpjRule`).
 *
 * Use it for a company's CNPJ (a store, a retailer): it takes the numeric and the alphanumeric CNPJ alike.
 */
export function CnpjField({ label, hint, ...props }: CnpjFieldProps) {
  const messages = useMessages('cnpjField', cnpjFieldMessages);
  return (
    <MaskedField
      {...props}
      label={label ?? messages.label}
      hint={hint === undefined ? messages.hint : hint}
      inputComponent={CnpjInput}
      // letters are allowed, so the full keyboard, starting in capitals
      inputMode="text"
      // HTML has no autofill token for a CNPJ
      autoComplete="off"
      htmlInputProps={{ autoCapitalize: 'characters', spellCheck: false }}
    />
  );
}
