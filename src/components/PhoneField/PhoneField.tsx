'use client';

import { createMaskedInput, MaskedField, type MaskedFieldProps } from '../MaskedInput';
import { useMessages } from '../messages';
import { cleanPhone } from '../validation/phone.ts';
import { phoneFieldMessages } from './messages';

const PhoneInput = createMaskedInput({ pattern: '(00) 00000-0000', prepare: cleanPhone, fromClean: cleanPhone });

/** Props of PhoneField: `value` and `onChange` carry the clean number, DDD and number as 11 digits ('11987654321'). */
export type PhoneFieldProps = MaskedFieldProps;

/**
 * The mobile phone input: shows (99) 99999-9999 as the user types, pastes or autofills (a pasted
 * '+55' country code is dropped) and reports the digits only. Validation is the form's (`phoneRule`).
 *
 * Use it for a Brazilian mobile number with its area code (DDD); the phone is optional by default.
 */
export function PhoneField({ label, hint, ...props }: PhoneFieldProps) {
  const messages = useMessages('phoneField', phoneFieldMessages);
  return (
    <MaskedField
      {...props}
      label={label ?? messages.label}
      hint={hint === undefined ? messages.hint : hint}
      inputComponent={PhoneInput}
      type="tel"
      inputMode="tel"
      // the national number (DDD + number) is what the mask holds; "tel" would bring the +55
      autoComplete="tel-national"
    />
  );
}
