import { isValidCpf } from '../../../components';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import { recoveryCommonMessages as common } from '../messages';
import type { useStartRecoveryByCpfMutation$variables } from '../__generated__/useStartRecoveryByCpfMutation.graphql';
import { recoveryProfileMessages as m } from './messages';

const { field, form } = fieldsFor<useStartRecoveryByCpfMutation$variables>();

/** `/recovery/profile`'s form: the CPF (clean digits), checked when sent; typing clears the message until the next send. */
export const recoveryProfileForm = form({
  identity: field({
    empty: '', waitsWhileTyping: true,
    rule: (cpf, { whileTyping }) => {
      if (whileTyping) return null;
      if (cpf === '') return m.cpfRequired;
      if (cpf.length !== 11) return m.cpfIncomplete;
      return isValidCpf(cpf) ? null : common.cpfInvalid;
    },
    send: (identity) => ({ identity }),
  }),
});

export type RecoveryProfileValues = ValuesOf<typeof recoveryProfileForm.fields>;
