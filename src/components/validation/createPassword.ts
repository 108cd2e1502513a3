import { validationMessages } from './messages.ts';
import { isStrongPassword } from './password.ts';

/** The create-password form's values (spec §3). */
export interface CreatePasswordValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * The create-password rules of spec §5 without a schema library (what `createPasswordSchema`
 * checks): a password is required and strong; its confirmation equal to it, and not empty.
 */
export function createPasswordError(field: keyof CreatePasswordValues, { password, passwordConfirmation }: CreatePasswordValues): string | null {
  if (field === 'password') return password === '' ? validationMessages.createPasswordRequired : isStrongPassword(password) ? null : validationMessages.password;
  // As `createPasswordSchema` words it: a confirmation that differs is a mismatch, even when empty.
  if (passwordConfirmation !== password) return validationMessages.createPasswordMismatch;
  return passwordConfirmation === '' ? validationMessages.createPasswordConfirmationRequired : null;
}
