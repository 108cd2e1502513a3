import Typography from '@mui/material/Typography';
import { CpfField, isValidCpf, PageTitle } from '../../../components';
import { fieldOf, Form, type FormRules, useValidatedForm } from '../../../forms';
import { paths } from '../../../services/paths';
import { recoveryCommonMessages as common } from '../messages';
import { RecoveryLinks } from '../RecoveryLinks';
import { useRecoveryNavigate, type RecoveryNavigate } from '../navigation';
import { useStartAttempt, useStartRecoveryByCpf } from '../useStartRecoveryByCpf';
import { recoveryProfileMessages as m } from './messages';

const FIELD_ID = 'recovery-cpf';

/** `Field` bound by name to this form's values: a misspelt name does not compile. */
const Field = fieldOf<ProfileValues>();

export interface RecoveryProfileScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

interface ProfileValues {
  identity: string;
}

/** Checked when sent; typing clears the message until the next send. */
const rules: FormRules<ProfileValues> = {
  identity: ({ identity: cpf }, { whileTyping }) => {
    if (whileTyping) return null;
    if (cpf === '') return m.cpfRequired;
    if (cpf.length !== 11) return m.cpfIncomplete;
    return isValidCpf(cpf) ? null : common.cpfInvalid;
  },
};

/**
 * `/recovery/profile`: a recovery by CPF. The account's masked contact options are fetched and
 * kept for `/recovery/choose-reset-options`; an unknown CPF gets a way out (e-mail, sign-up).
 */
export function RecoveryProfileScreen({ onNavigate }: RecoveryProfileScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const { start, inFlight } = useStartRecoveryByCpf(go);
  const form = useValidatedForm<ProfileValues>({ defaultValues: { identity: '' }, rules, validate: 'submit' });

  const { notFound, attempt, forget } = useStartAttempt(form, 'identity', m.errorTitle);
  const submit = ({ identity }: ProfileValues) => attempt(() => start(identity));

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
