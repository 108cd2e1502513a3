import { emailError } from '../../../components/validation/email';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import { MAX_KEPT_TEXT_LENGTH } from '../../../services/storage';
import type { EmailChangeScreenChangeEmailMutation$variables } from './__generated__/EmailChangeScreenChangeEmailMutation.graphql';
import { emailChangeMessages as m } from './messages';

const { field, form } = fieldsFor<EmailChangeScreenChangeEmailMutation$variables>();

/**
 * `/email/change`'s form, each field once, named as the mutations' arguments (which the server's
 * validation errors name): the new address, kept in the draft (useFormDraft) and sent trimmed, and the
 * password, never stored (not in the draft, emptied after success). `changeUnconfirmedEmail` also
 * takes the stored address the person is correcting.
 */
export const emailChangeForm = form({
  newEmail: field({
    empty: '', draft: (stored) => typeof stored === 'string' && stored.length <= MAX_KEPT_TEXT_LENGTH, serverError: true,
    rule: (value) => emailError(value),
    send: (value) => ({ newEmail: value.trim() }),
  }),
  password: field({
    empty: '', serverError: true,
    rule: (value) => (value === '' ? m.passwordRequired : null),
    send: (password) => ({ password }),
  }),
});

export type EmailChangeValues = ValuesOf<typeof emailChangeForm.fields>;
