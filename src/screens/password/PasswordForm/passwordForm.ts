import { createPasswordFieldRules as rules } from '../../../components/validation/createPassword';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import type { PasswordFormResetPasswordMutation$variables } from './__generated__/PasswordFormResetPasswordMutation.graphql';

const { field, form } = fieldsFor<PasswordFormResetPasswordMutation$variables>();

/**
 * The create-password form of a password link (spec §3, §5), each field once: a new password and its
 * confirmation, under the package's create-password rules. Neither is prefilled nor kept in a draft;
 * only the password is sent (with the link's token and the account's e-mail).
 */
export const passwordForm = form({
  password: field({ empty: '', rule: rules.password, send: (password) => ({ password }) }),
  passwordConfirmation: field({ empty: '', rule: (value, _context, values: { password: string }) => rules.passwordConfirmation(value, values) }),
});

/** The create-password form's values. */
export type CreatePasswordValues = ValuesOf<typeof passwordForm.fields>;
