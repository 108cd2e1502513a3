import { formatWithPattern, isOneRepeatedCharacter, onlyDigits } from './digits.ts';
import { validationMessages } from './messages.ts';
import type { FieldRuleOptions } from './required.ts';

export { onlyDigits } from './digits.ts';

/** Number of digits in a CPF (spec section 9). */
export const CPF_LENGTH = 11;

/** The CPF display mask (spec section 5); each 9 is a digit. */
export const CPF_MASK = '999.999.999-99';

/**
 * Shown when the CPF has fewer than 11 digits: the spec keeps 'CPF inválido' for a complete CPF,
 * and this says how to fix the problem instead.
 */
export const CPF_INCOMPLETE_MESSAGE = validationMessages.cpfIncomplete;

/** The check digit for the first `length` digits (mod-11 rule of the Receita Federal). */
export function cpfCheckDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * True when `value` is a CPF written as 11 digits (no punctuation), not all the same digit,
 * with both check digits right.
 */
export function isValidCpf(value: string): boolean {
  if (!/^[0-9]{11}$/.test(value)) return false;
  if (isOneRepeatedCharacter(value)) return false;
  return cpfCheckDigit(value, 9) === Number(value[9]) && cpfCheckDigit(value, 10) === Number(value[10]);
}

/** The clean form value of a CPF typed or pasted in any shape: its digits ('529.982.247-25' → '52998224725'). */
export function cleanCpf(value: string): string {
  return onlyDigits(value);
}

/** The masked display of a CPF ('52998224725' → '529.982.247-25'); partial values are masked as far as they go. */
export function formatCpf(value: string): string {
  return formatWithPattern(cleanCpf(value), CPF_MASK);
}

/**
 * The error for a CPF form value (clean digits), or null when it is fine. 'CPF inválido' only
 * for 11 digits (or for a value that is not digits only); fewer digits give CPF_INCOMPLETE_MESSAGE,
 * or no error while typing.
 */
export function cpfError(value: string, { required = true, whileTyping = false }: FieldRuleOptions = {}): string | null {
  if (value === '') return required ? validationMessages.required : null;
  if (!/^[0-9]+$/.test(value) || value.length > CPF_LENGTH) return validationMessages.cpf;
  if (value.length < CPF_LENGTH) return whileTyping ? null : CPF_INCOMPLETE_MESSAGE;
  return isValidCpf(value) ? null : validationMessages.cpf;
}
