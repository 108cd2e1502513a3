import Typography from '@mui/material/Typography';
import { CpfField, PageTitle } from '../../../components';
import { Form, useValidatedForm } from '../../../forms';
import { paths } from '../../../services/paths';
import { recoveryCommonMessages as common } from '../messages';
import { RecoveryLinks } from '../RecoveryLinks';
import { useRecoveryNavigate, type RecoveryNavigate } from '../navigation';
import { useStartAttempt, useStartRecoveryByCpf } from '../useStartRecoveryByCpf';
import { recoveryProfileMessages as m } from './messages';
import { recoveryProfileForm, type RecoveryProfileValues } from './recoveryProfileForm';

const FIELD_ID = 'recovery-cpf';

const Field = recoveryProfileForm.Field;
/** Checked when sent; typing clears the message until the next send. */
const rules = recoveryProfileForm.rules();

export interface RecoveryProfileScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

/**
 * `/recovery/profile`: a recovery by CPF. The account's masked contact options are fetched and
 * kept for `/recovery/choose-reset-options`; an unknown CPF gets a way out (e-mail, sign-up).
 */
export function RecoveryProfileScreen({ onNavigate }: RecoveryProfileScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const { start, inFlight } = useStartRecoveryByCpf(go);
  const form = useValidatedForm<RecoveryProfileValues>({ defaultValues: recoveryProfileForm.empty(), rules, validate: 'submit' });

  const { notFound, attempt, forget } = useStartAttempt(form, 'identity', m.errorTitle);
  const submit = (values: RecoveryProfileValues) => attempt(() => start(recoveryProfileForm.toVariables(values, {}, {}).identity));

  return (
    <>
      <PageTitle sx={{ mb: 1 }}>{m.title}</PageTitle>
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <Form form={form} onSubmit={submit} onInvalid={forget} sending={inFlight} label={m.title} submitLabel={m.submit}>
        <Field name="identity" id={FIELD_ID} component={CpfField} label={m.cpfLabel} hint={m.cpfHint} required />
      </Form>
      <RecoveryLinks
        links={[
          { href: paths.recovery(), text: common.tryEmail },
          { href: paths.register(), text: common.register, shown: notFound },
          { href: paths.login(), text: common.backToLogin },
        ]}
      />
    </>
  );
}
