import { isValidCpf, isValidEmail, onlyDigits } from '../../../components';
import { identifierProblem, identifierVariable, looksLikeCpf } from '../../../components/validation/identifier';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import { recoveryCommonMessages as common, recoveryMessages as m } from '../messages';
import type { recoveryMutationsRequestByEmailMutation$variables } from '../__generated__/recoveryMutationsRequestByEmailMutation.graphql';
import type { useStartRecoveryByCpfMutation$variables } from '../__generated__/useStartRecoveryByCpfMutation.graphql';

/** What keeps `text` from being sent, if anything. */
function problemOf(text: string): string | null {
  const problem = identifierProblem(text);
  if (problem === 'required') return m.identifierRequired;
  if (problem === 'cpfIncomplete') return m.cpfIncomplete;
  if (looksLikeCpf(text)) return isValidCpf(onlyDigits(text)) ? null : common.cpfInvalid;
  return isValidEmail(text.trim()) ? null : m.emailInvalid;
}

/** A recovery starts by e-mail (`requestPasswordRecovery`) or by CPF (`startPasswordRecoveryByCpf`), as the one field reads. */
export type RecoveryStartVariables = recoveryMutationsRequestByEmailMutation$variables | useStartRecoveryByCpfMutation$variables;

const { field, form } = fieldsFor<RecoveryStartVariables>();

/**
 * `/recovery`'s form: an e-mail or a CPF in one field (a CPF gets its mask as typed), checked when
 * sent (typing clears the message until the next send); a CPF is sent as its digits, an e-mail trimmed.
 */
export const recoveryForm = form({
  identifier: field({
    empty: '', waitsWhileTyping: true,
    rule: (value, { whileTyping }) => (whileTyping ? null : problemOf(value)),
    send: (value) => (looksLikeCpf(value) ? { identity: identifierVariable(value) } : { email: identifierVariable(value) }),
  }),
});

export type RecoveryValues = ValuesOf<typeof recoveryForm.fields>;
