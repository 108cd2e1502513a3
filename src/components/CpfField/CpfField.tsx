'use client';

import type { InputHTMLAttributes } from 'react';
import type { MaskedFieldProps, MaskSpec } from '../MaskedInput';
import { maskedFieldKind, MaskedFieldOfKind } from '../MaskedInput/MaskedInput';
import { cleanCpf } from '../validation/cpf.ts';
import { cpfFieldMessages } from './messages';

/** The CPF's mask: digits, and extra ones kept for validation to flag. */
export const cpfMask: MaskSpec = { pattern: '000.000.000-00', prepare: cleanCpf, fromClean: cleanCpf, keepOverflow: true };

const cpfKind = maskedFieldKind('cpfField', cpfFieldMessages, cpfMask, {
  inputMode: 'numeric',
  // HTML has no autofill token for a CPF, and a guessed one would let the browser offer an
  // unrelated saved number; "off" keeps suggestions away. Password managers still fill by name/id.
  autoComplete: 'off',
  // Which formatter masks what is typed before the app runs, on a pre-rendered page (src/app/boot/earlyMasks.ts).
  htmlInputProps: { 'data-mask': 'cpf' } as InputHTMLAttributes<HTMLInputElement>,
});

/** Props of CpfField: `value` and `onChange` carry the clean CPF, its 11 digits ('52998224725'). */
export type CpfFieldProps = MaskedFieldProps;

/**
 * The CPF input: shows 999.999.999-99 as the user types or pastes (any digits, any punctuation) and
 * reports the digits only. Validation is the form's (see `cpfRule`, `cpfError`); pass its message in `error`.
 *
 * Use it wherever people give a CPF: sign-up, recovery by CPF, a profile.
 * Never cut: more than 11 digits (a paste of '295379955930', a twelfth key) stay on screen after the
 * mask ('295.379.955-930') and the value given to the form holds all of them, which `cpfError` calls
 * 'CPF inválido' at once, so a longer number never becomes a shorter one that looks valid.
 */
export function CpfField(props: CpfFieldProps) {
  return <MaskedFieldOfKind {...props} kind={cpfKind} />;
}
