import { validationMessages } from './messages.ts';
import { isStrongPassword } from './password.ts';

/**
 * The create-password rules (spec section 5), one per field, without a schema library: the one rule
 * set. `createPasswordSchema` is these rules under yup, and the reference app's password forms (create,
 * reset, change) check with these same functions. A password is required and strong; its confirmation
 * equal to it (a confirmation that differs is a mismatch, even when empty), and not empty.
 */
export const createPasswordFieldRules = {
  password: (value: string) => (value === '' ? validationMessages.createPasswordRequired : isStrongPassword(value) ? null : validationMessages.password),
  passwordConfirmation: (value: string, { password }: { password: string }) =>
    value !== password ? validationMessages.createPasswordMismatch : value === '' ? validationMessages.createPasswordConfirmationRequired : null,
} as const;
