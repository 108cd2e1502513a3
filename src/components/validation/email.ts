import { validationMessages } from './messages.ts';
import type { FieldRuleOptions } from './required.ts';

/** Longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

// The HTML Standard's "valid e-mail address" (what <input type="email"> accepts), with one change:
// the domain needs a dot, because an address at a bare host ('maria@gmail') is always a typo here.
const LOCAL_PART = "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})+$`);

/** True when `value` is an e-mail address by the standard pattern (no surrounding spaces, at most 254 characters). */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/**
 * The error for an e-mail form value, or null when it is fine: 'Campo obrigatório' when empty and
 * required (the default), else 'Email inválido' for a bad address. Surrounding spaces are ignored
 * (a paste often brings them); submit the trimmed value.
 */
export function emailError(value: string, { required = true }: FieldRuleOptions = {}): string | null {
  const email = value.trim();
  if (email === '') return required ? validationMessages.required : null;
  return isValidEmail(email) ? null : validationMessages.email;
}
