import { validationMessages } from './messages.ts';

/** Options of the field validators (`cpfError`, `phoneError`, `birthDateError`…). */
export interface FieldRuleOptions {
  /** An empty value is an error ('Campo obrigatório'). Each validator documents its default. */
  required?: boolean;
  /**
   * Validation while the user is still typing: an incomplete value is not an error yet, so the
   * message waits until the value is complete. Validate without it on blur and on submit.
   */
  whileTyping?: boolean;
}

/** True when `value` holds something: not null, undefined, false, an empty list, nor a string of only white space. */
export function isFilled(value: unknown): boolean {
  if (value == null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** 'Campo obrigatório' (or `message`) when `value` is not filled (see `isFilled`), else null. */
export function requiredError(value: unknown, message: string = validationMessages.required): string | null {
  return isFilled(value) ? null : message;
}
