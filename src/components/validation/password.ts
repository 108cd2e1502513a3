import { validationMessages } from './messages.ts';

export type PasswordRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'symbol';

export interface PasswordRule {
  id: PasswordRuleId;
  /** What the rule asks, as a checklist item. */
  label: string;
  test: (password: string) => boolean;
}

/** Minimum length of a password (spec section 9). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The password rules of spec section 5. Length counts characters (code points), not UTF-16
 * units; letters and digits of any script count; a symbol is anything that is neither a
 * letter, a digit nor white space.
 */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: `No mínimo ${PASSWORD_MIN_LENGTH} caracteres`, test: (p) => Array.from(p).length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'Uma letra maiúscula', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lower', label: 'Uma letra minúscula', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'digit', label: 'Um número', test: (p) => /\p{Nd}/u.test(p) },
  { id: 'symbol', label: 'Um símbolo (como ! @ # $ %)', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
];

/** Which rules `password` meets, by id. */
export function checkPassword(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(passwordRules.map((rule) => [rule.id, rule.test(password)])) as Record<PasswordRuleId, boolean>;
}

/** True when `password` meets every rule. */
export function isStrongPassword(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

/** The spec's message when the password is weak; null when it is strong. */
export function passwordError(password: string): string | null {
  return isStrongPassword(password) ? null : validationMessages.password;
}
