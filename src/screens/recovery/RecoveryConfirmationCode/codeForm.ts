import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import type { RecoveryConfirmationCodeScreenVerifyMutation$variables } from './__generated__/RecoveryConfirmationCodeScreenVerifyMutation.graphql';
import { recoveryConfirmationCodeMessages as m } from './messages';

/** What the code's rule is given: the code's number of digits, as the server said. */
interface CodeChecks {
  length: number;
}

const { field, form } = fieldsFor<RecoveryConfirmationCodeScreenVerifyMutation$variables, object, object, CodeChecks>();

/** `/recovery/confirmation-code`'s form: the code, checked when sent (typing clears the message), of the length the server said. */
export const codeForm = form({
  code: field({
    empty: '', waitsWhileTyping: true,
    rule: (code, { whileTyping, length }) => (whileTyping ? null : code === '' ? m.codeRequired : code.length !== length ? m.codeIncomplete(length) : null),
    send: (code) => ({ code }),
  }),
});

export type CodeValues = ValuesOf<typeof codeForm.fields>;
