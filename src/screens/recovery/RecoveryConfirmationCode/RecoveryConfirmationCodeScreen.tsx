import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageTitle } from '../../../components';
import { Form, useValidatedForm } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { localStore, storageKeys } from '../../../services/storage';
import { recoveryCommonMessages as common } from '../messages';
import { useRecoveryNavigate, type RecoveryNavigate } from '../navigation';
import { classifyRecoveryFailure, recoveryFailureMessage } from '../recoveryFailure';
import { clearRecoveryState, readRecoveryState, storeAccountEmail, type RecoveryState } from '../recoveryState';
import { RecoveryLinks } from '../RecoveryLinks';
import { RecoveryRestart } from '../RecoveryRestart';
import { ResendControl } from '../ResendControl';
import { useResendRecovery } from '../useResendRecovery';
import type { RecoveryConfirmationCodeScreenVerifyMutation } from './__generated__/RecoveryConfirmationCodeScreenVerifyMutation.graphql';
import { CodeField } from './CodeField';
import { codeForm, type CodeValues } from './codeForm';
import { recoveryConfirmationCodeMessages as m } from './messages';

const verifyMutation = graphql`
  mutation RecoveryConfirmationCodeScreenVerifyMutation($recoveryId: ID!, $code: String!) {
    verifyPasswordRecoveryCode(recoveryId: $recoveryId, code: $code) {
      token
      email
    }
  }
`;

const FIELD_ID = 'recovery-code';

const Field = codeForm.Field;

export interface RecoveryConfirmationCodeScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

/** The recovery by CPF whose code was sent (by SMS, or by e-mail with a code); null otherwise. */
function readCodeDelivery(): RecoveryState | null {
  const state = readRecoveryState();
  return state?.recoveryId && state.delivery && state.delivery.codeLength > 0 ? state : null;
}

/**
 * `/recovery/confirmation-code`: the code sent by SMS (or e-mail), typed or pasted whole; the
 * right one gives a one-time token and opens `/password/reset/:token` with the account's real
 * e-mail stored for that form. Wrong, expired and locked-out codes each say what to do next; a
 * resend with a wait gets a new code. Without a recovery in this tab, back to `/recovery`.
 */
export function RecoveryConfirmationCodeScreen({ onNavigate }: RecoveryConfirmationCodeScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const [state, setState] = useState(readCodeDelivery);
  const [locked, setLocked] = useState(false);
  const [commit, inFlight] = useMutation<RecoveryConfirmationCodeScreenVerifyMutation>(verifyMutation);
  const length = state?.delivery?.codeLength ?? 0;
  const form = useValidatedForm<CodeValues>({ defaultValues: codeForm.empty(), rules: codeForm.rules({ length }), validate: 'submit' });
  const resending = useResendRecovery(state, (next) => {
    setState(next);
    // A new code: the old one, and what was said about it, no longer apply.
    setLocked(false);
    form.hookForm.reset(codeForm.empty());
    form.clearMessages();
  });

  const title = (
    <PageTitle>{m.title}</PageTitle>
  );
  if (state?.recoveryId == null || state.delivery === null) return <RecoveryRestart title={title} message={m.redirecting} go={go} />;
  const { recoveryId, delivery } = state;

  const refuse = (message: string) => form.showErrors({ fieldErrors: { code: message }, summaryTitle: m.errorTitle });

  const submit = async (values: CodeValues) => {
    if (locked) return refuse(m.locked);
    try {
      const { token, email } = (await commitAsync(commit, codeForm.toVariables(values, {}, { recoveryId }))).verifyPasswordRecoveryCode;
      if (typeof token !== 'string' || token === '' || !storeAccountEmail(email)) throw new Error('unexpected shape');
      clearRecoveryState();
      localStore.remove(storageKeys.mobileNumber);
      go(paths.passwordReset(token));
    } catch (error) {
      const failure = classifyRecoveryFailure(error);
      if (failure.kind === 'rateLimited') setLocked(true);
      refuse(recoveryFailureMessage(failure, { invalidCode: m.invalidCode, codeExpired: m.codeExpired, rateLimited: m.locked }));
    }
  };

  return (
    <>
      {title}
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {delivery.channel === 'SMS' ? m.sentBySms(length, delivery.maskedDestination) : m.sentByEmail(length, delivery.maskedDestination)}
      </Typography>
      <Form form={form} onSubmit={submit} sending={inFlight} label={m.title} submitLabel={m.submit}>
        <Field name="code" id={FIELD_ID} component={CodeField} length={length} label={m.codeLabel} hint={m.codeHint(length)} required />
      </Form>
      <ResendControl resendAt={delivery.resendAt} resending={resending} label={m.resend} resent={m.resent} />
      <RecoveryLinks
        links={[
          { href: paths.recovery(), text: common.startAgain },
          { href: paths.login(), text: common.backToLogin },
        ]}
      />
    </>
  );
}
