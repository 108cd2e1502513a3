'use client';

import type { InputHTMLAttributes } from 'react';
import type { MaskedFieldProps, MaskSpec } from '../MaskedInput';
import { maskedFieldKind, MaskedFieldOfKind } from '../MaskedInput/MaskedInput';
import { phoneFieldMessages } from './messages';
import { isFinishedPhone, isTypedPrefix, phoneFromText, preparePhone } from './phoneText.ts';

/**
 * The phone's mask: what it holds, typed, pasted, autofilled or the form's own value, is read by
 * `phoneFromText`, so a number typed key by key ends as the same value as the same text pasted. A '+'
 * or trunk zero typed first is held before the DDD's slots; extra digits are kept.
 */
export const phoneMask: MaskSpec = {
  pattern: '(00) 00000-0000',
  prepare: preparePhone,
  toClean: phoneFromText,
  fromClean: phoneFromText,
  interpret: phoneFromText,
  keepOverflow: true,
  prefix: isTypedPrefix,
  isFull: isFinishedPhone,
};

const phoneKind = maskedFieldKind('phoneField', phoneFieldMessages, phoneMask, {
  type: 'tel',
  inputMode: 'tel',
  // the national number (DDD + number) is what the mask holds; "tel" would bring the +55
  autoComplete: 'tel-national',
  // Which formatter masks what is typed before the app runs, on a pre-rendered page (src/app/boot/earlyMasks.ts).
  htmlInputProps: { 'data-mask': 'phone' } as InputHTMLAttributes<HTMLInputElement>,
});

/** Props of PhoneField: `value` and `onChange` carry the clean number, DDD and number as 11 digits ('11987654321'). */
export type PhoneFieldProps = MaskedFieldProps;

/**
 * The mobile phone input: shows (99) 99999-9999 as the user types, pastes or autofills (a pasted
 * '+55' country code is dropped) and reports the digits only. Validation is the form's (`phoneRule`).
 *
 * Use it for a Brazilian mobile number with its area code (DDD); the phone is optional by default.
 *
 * What is typed key by key, pasted, autofilled or restored from a draft is read the same way, never
 * cut (`nationalPhoneDigits`): a number written with a prefix becomes its 11 national digits when a
 * mobile number (one of Anatel's DDDs, then 9) follows the prefix:
 * - `+55` written: '+55 11 91431-4567' → '11914314567';
 * - `55` before the 11 digits: '55 (17) 96332-2155' → '17963322155';
 * - the trunk prefix `0`: '0 11 91431-4567', '011 91431-4567', '(0xx11) 91431-4567' → '11914314567';
 * - the trunk prefix and a carrier code: '0 21 11 91431-4567' → '11914314567';
 * - `0055`: '0055 11 91431-4567' → '11914314567'.
 *
 * While typing, a '+' or trunk zero typed first is never locked into the DDD: a '+55' is dropped as
 * the DDD starts, a '0' is shown before the DDD ('0(11) 9876') until the number after it is complete
 * (the 'xx' of '0xx' is dropped as typed). A key typed into a finished number is refused; into a full mask that is not a mobile
 * number ('(55) 11987-6543', the start of '5511987654321') it is kept, to be read or flagged.
 *
 * Anything else with more than 11 digits (pasted or typed) stays on screen as it is, digits after
 * the mask ('(55) 17963-32215'), and the value given to the form holds every digit, so `phoneError`
 * says 'Número de telefone inválido'. A bare '55' before 9 digits is a DDD (Rio Grande do Sul), kept.
 * Another country's number ('+1 …') keeps its '+' in the value, which the rule refuses.
 */
export function PhoneField(props: PhoneFieldProps) {
  return <MaskedFieldOfKind {...props} kind={phoneKind} />;
}
