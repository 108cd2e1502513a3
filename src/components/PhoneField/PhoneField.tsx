'use client';

import type { MaskedFieldProps, MaskSpec } from '../MaskedInput';
import { maskedFieldKind, MaskedFieldOfKind } from '../MaskedInput/MaskedInput';
import { cleanPhone, nationalPhoneDigits } from '../validation/phone.ts';
import { phoneFieldMessages } from './messages';

/** The phone's mask: a paste or autofill is read by `nationalPhoneDigits`; extra digits are kept. */
export const phoneMask: MaskSpec = {
  pattern: '(00) 00000-0000',
  prepare: cleanPhone,
  fromClean: cleanPhone,
  interpret: nationalPhoneDigits,
  keepOverflow: true,
};

const phoneKind = maskedFieldKind('phoneField', phoneFieldMessages, phoneMask, {
  type: 'tel',
  inputMode: 'tel',
  // the national number (DDD + number) is what the mask holds; "tel" would bring the +55
  autoComplete: 'tel-national',
});

/** Props of PhoneField: `value` and `onChange` carry the clean number, DDD and number as 11 digits ('11987654321'). */
export type PhoneFieldProps = MaskedFieldProps;

/**
 * The mobile phone input: shows (99) 99999-9999 as the user types, pastes or autofills (a pasted
 * '+55' country code is dropped) and reports the digits only. Validation is the form's (`phoneRule`).
 *
 * Use it for a Brazilian mobile number with its area code (DDD); the phone is optional by default.
 *
 * What a paste or autofill brings is interpreted, never cut (`nationalPhoneDigits`): a number
 * written with a prefix becomes its 11 national digits when a mobile number follows the prefix:
 * - `+55` written: '+55 11 91431-4567' → '11914314567';
 * - `55` before the 11 digits: '55 (17) 96332-2155' → '17963322155';
 * - the trunk prefix `0`: '0 11 91431-4567', '011 91431-4567', '(0xx11) 91431-4567' → '11914314567';
 * - the trunk prefix and a carrier code: '0 21 11 91431-4567' → '11914314567';
 * - `0055`: '0055 11 91431-4567' → '11914314567'.
 *
 * Anything else with more than 11 digits (pasted or typed) stays on screen as it is, digits after
 * the mask ('(55) 17963-32215'), and the value given to the form holds every digit, so `phoneError`
 * says 'Número de telefone inválido'. A bare '55' before 9 digits is a DDD (Rio Grande do Sul), kept.
 */
export function PhoneField(props: PhoneFieldProps) {
  return <MaskedFieldOfKind {...props} kind={phoneKind} />;
}
