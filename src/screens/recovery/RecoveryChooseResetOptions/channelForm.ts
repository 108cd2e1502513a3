import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import type { RecoveryChannel } from '../recoveryState';
import type { recoveryMutationsSendByIdMutation$variables } from '../__generated__/recoveryMutationsSendByIdMutation.graphql';

const { field, form } = fieldsFor<recoveryMutationsSendByIdMutation$variables>();

/** `/recovery/choose-reset-options`'s form: the channel to send the recovery through ('' until one is chosen; the first option is, as the page opens). */
export const channelForm = form({
  channel: field<RecoveryChannel | ''>({
    empty: '',
    send: (channel) => (channel === '' ? {} : { channel }),
  }),
});

export type ChoiceValues = ValuesOf<typeof channelForm.fields>;
