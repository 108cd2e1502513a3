import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { IdentifierField, PageTitle } from '../../../components';
import { Form, useValidatedForm } from '../../../forms';
import { commitAsync, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { recoveryCommonMessages as common, recoveryMessages as m } from '../messages';
import { RecoveryLinks } from '../RecoveryLinks';
import { useRecoveryNavigate, useRecoveryNotice, type RecoveryNavigate } from '../navigation';
import { parseDelivery, storeAccountEmail, writeRecoveryState } from '../recoveryState';
import { useStartAttempt, useStartRecoveryByCpf } from '../useStartRecoveryByCpf';
import { requestByEmailMutation } from '../recoveryMutations';
import type { recoveryMutationsRequestByEmailMutation } from '../__generated__/recoveryMutationsRequestByEmailMutation.graphql';
import { recoveryForm, type RecoveryValues } from './recoveryForm';

const FIELD_ID = 'recovery-identifier';

const Field = recoveryForm.Field;
/** Checked when sent; typing clears the message until the next send. */
const rules = recoveryForm.rules();

export interface RecoveryScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

/**
 * `/recovery`: the start of a password recovery, by e-mail or CPF in one field (a CPF gets its
 * mask as typed). By e-mail a link is requested and the answer is the same for any address; by
 * CPF the account's masked contact options are fetched for the next step.
 */
export function RecoveryScreen({ onNavigate }: RecoveryScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const notice = useRecoveryNotice();
  const [commitRequest, requesting] = useMutation<recoveryMutationsRequestByEmailMutation>(requestByEmailMutation);
  const { start: byCpf, inFlight: starting } = useStartRecoveryByCpf(go);
  const form = useValidatedForm<RecoveryValues>({ defaultValues: recoveryForm.empty(), rules, validate: 'submit' });

  const byEmail = async (email: string) => {
    const { requestPasswordRecovery: answer } = await commitAsync(commitRequest, { email });
    const delivery = parseDelivery(answer, Date.now() + Math.max(0, answer.resendAvailableInSeconds) * 1000);
    if (!delivery) throw new Error('unexpected shape');
    // The address the person typed: the reset form sends it with the link's token.
    storeAccountEmail(email);
    writeRecoveryState({ recoveryId: null, address: email, options: [], delivery });
    go(paths.recoverySent());
  };

  const { notFound, attempt, forget } = useStartAttempt(form, 'identifier', m.errorTitle);
  const submit = (values: RecoveryValues) => {
    const variables = recoveryForm.toVariables(values, {}, {});
    return attempt(() => ('identity' in variables ? byCpf(variables.identity) : byEmail(variables.email)));
  };

  return (
    <>
      <PageTitle sx={{ mb: 1 }}>{m.title}</PageTitle>
      {notice ? (
        <Alert severity="info" sx={{ my: 2 }}>
          {m.restartNotice}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <Form form={form} onSubmit={submit} onInvalid={forget} sending={requesting || starting} label={m.title} submitLabel={m.submit}>
        <Field name="identifier" id={FIELD_ID} component={IdentifierField} label={m.identifierLabel} hint={m.identifierHint} required />
      </Form>
      <RecoveryLinks
        links={[
          { href: paths.register(), text: common.register, shown: notFound },
          { href: paths.recoveryProfile(), text: m.byCpf },
          { href: paths.login(), text: common.backToLogin },
        ]}
      />
    </>
  );
}
