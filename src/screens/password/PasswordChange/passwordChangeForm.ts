import { createPasswordFieldRules as rules } from '../../../components/validation/createPassword';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import { passwordChangeMessages as m } from './messages';
import type { PasswordChangeScreenChangePasswordMutation$variables } from './__generated__/PasswordChangeScreenChangePasswordMutation.graphql';

const { field, form } = fieldsFor<PasswordChangeScreenChangePasswordMutation$variables>();

/**
 * `/password/change`'s form, each field once, named as the mutation's arguments (which the server's
 * validation errors name): the current password, a new one under the create-password rules that
 * differs from it, and its confirmation. Only passwords, so nothing is prefilled or kept in a draft.
 */
export const passwordChangeForm = form({
  currentPassword: field({
    empty: '', serverError: true,
    rule: (value) => (value === '' ? m.currentPasswordRequired : null),
    send: (currentPassword) => ({ currentPassword }),
  }),
  newPassword: field({
    empty: '', serverError: true,
    rule: (value, _context, { currentPassword }: { currentPassword: string }) => rules.password(value) ?? (value === currentPassword ? m.sameAsCurrent : null),
    send: (newPassword) => ({ newPassword }),
  }),
  newPasswordConfirmation: field({
    empty: '',
    rule: (value, _context, { newPassword }: { newPassword: string }) => rules.passwordConfirmation(value, { password: newPassword }),
  }),
});

/** The password change's values. */
export type PasswordChangeValues = ValuesOf<typeof passwordChangeForm.fields>;
