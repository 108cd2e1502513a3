import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PageTitle } from '../../../components';
import { Form, useValidatedForm } from '../../../forms';
import { commitAsync, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { recoveryCommonMessages as common } from '../messages';
import { useRecoveryNavigate, type RecoveryNavigate } from '../navigation';
import { classifyRecoveryFailure, recoveryFailureMessage } from '../recoveryFailure';
import { parseDelivery, readRecoveryState, rememberDelivery, type RecoveryState } from '../recoveryState';
import { RecoveryLinks } from '../RecoveryLinks';
import { RecoveryRestart } from '../RecoveryRestart';
import { ChannelField, optionId } from './ChannelField';
import { channelForm, type ChoiceValues } from './channelForm';
import { recoveryChooseResetOptionsMessages as m } from './messages';
import { sendByIdMutation } from '../recoveryMutations';
import type { recoveryMutationsSendByIdMutation } from '../__generated__/recoveryMutationsSendByIdMutation.graphql';

const Field = channelForm.Field;

export interface RecoveryChooseResetOptionsScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

/**
 * `/recovery/choose-reset-options`: the masked contact options of the recovery by CPF started on
 * the previous screen; the choice is sent (`sendPasswordRecovery`) and the person goes on to
 * `/recovery/sent` (e-mail) or `/recovery/confirmation-code` (SMS). Without a usable recovery in
 * this tab, back to `/recovery` with a notice.
 */
export function RecoveryChooseResetOptionsScreen({ onNavigate }: RecoveryChooseResetOptionsScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const [state] = useState<RecoveryState | null>(() => {
    const stored = readRecoveryState();
    return stored?.recoveryId && stored.options.length > 0 ? stored : null;
  });
  const [expired, setExpired] = useState(false);
  const [commit, inFlight] = useMutation<recoveryMutationsSendByIdMutation>(sendByIdMutation);
  const form = useValidatedForm<ChoiceValues>({ defaultValues: { channel: state?.options[0]?.channel ?? '' }, rules: channelForm.rules() });
  const channel = useWatch({ control: form.hookForm.control, name: 'channel' });

  const title = (
    <PageTitle sx={{ mb: 1 }}>{m.title}</PageTitle>
  );
  if (state === null || state.recoveryId === null) return <RecoveryRestart title={title} message={m.redirecting} go={go} />;
  const { recoveryId } = state;

  const submit = async (values: ChoiceValues) => {
    if (values.channel === '') return;
    setExpired(false);
    try {
      const answer = (await commitAsync(commit, channelForm.toVariables(values, {}, { recoveryId }))).sendPasswordRecovery;
      const delivery = parseDelivery(answer, Date.now() + Math.max(0, answer.resendAvailableInSeconds) * 1000);
      if (!delivery) throw new Error('unexpected shape');
      rememberDelivery(state, delivery);
      go(delivery.channel === 'SMS' ? paths.recoveryConfirmationCode() : paths.recoverySent());
    } catch (error) {
      const failure = classifyRecoveryFailure(error);
      setExpired(failure.kind === 'codeExpired');
      const message = recoveryFailureMessage(failure, { codeExpired: common.recoveryExpired });
      form.showErrors({ fieldErrors: { channel: message }, summaryTitle: m.errorTitle });
    }
  };

  return (
    <>
      {title}
      <Typography sx={{ mb: 2 }}>{m.intro}</Typography>
      <Form form={form} onSubmit={submit} sending={inFlight} label={m.title} submitLabel={m.submit}>
        <Field name="channel" id={optionId(channel || 'EMAIL')} component={ChannelField} options={state.options} disabled={inFlight} />
      </Form>
      <RecoveryLinks
        links={[
          { href: paths.recovery(), text: common.startAgain, shown: expired },
          { href: paths.login(), text: common.backToLogin },
        ]}
      />
    </>
  );
}
