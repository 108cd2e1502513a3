import { CPF_LENGTH, formatCpf } from './cpf.ts';
import { onlyDigits } from './digits.ts';

/** What a person may type as a CPF so far: digits, dots and dashes only (at least one digit). */
const CPF_SO_FAR = /^[0-9.-]*[0-9][0-9.-]*$/;

/** Whether `text` is being typed as a CPF (only digits, dots and dashes), so it gets the CPF mask. */
export function looksLikeCpf(text: string): boolean {
  return CPF_SO_FAR.test(text);
}

/**
 * What the field shows for `text`: the CPF mask while it looks like a CPF, else the text as typed.
 * Digits beyond the 11th stay after the mask, never dropped: a pasted '295379955930' must not sign
 * in as '295.379.955-93' (`identifierProblem` flags it).
 */
export function displayIdentifier(text: string): string {
  if (!looksLikeCpf(text)) return text;
  const digits = onlyDigits(text);
  return `${formatCpf(digits)}${digits.slice(CPF_LENGTH)}`;
}

/** What the `login` mutation receives: a CPF's digits, or the e-mail without surrounding spaces. */
export function identifierVariable(text: string): string {
  return looksLikeCpf(text) ? onlyDigits(text) : text.trim();
}

/** Which problem, if any, keeps `text` from being sent: nothing typed, or a CPF that is not 11 digits. */
export function identifierProblem(text: string): 'required' | 'cpfIncomplete' | null {
  if (text.trim() === '') return 'required';
  if (looksLikeCpf(text) && onlyDigits(text).length !== 11) return 'cpfIncomplete';
  return null;
}

/** The caret position in `display` just after its `digits`-th digit (0 → the start), so masking keeps the caret in place. */
export function caretAfterDigits(display: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (/[0-9]/.test(display[index] ?? '')) seen += 1;
    if (seen === digits) return index + 1;
  }
  return display.length;
}
