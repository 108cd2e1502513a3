import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { ActionLink, PageTitle, PasswordField, RequiredNote } from '../../../components';
import { passwordStrengthError } from '../../../components/validation/passwordStrength';
import { Form, showAccountFailure, useValidatedForm } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { passwordChangeMessages as m } from './messages';
import { passwordChangeForm, type PasswordChangeValues } from './passwordChangeForm';
import type { PasswordChangeScreenChangePasswordMutation } from './__generated__/PasswordChangeScreenChangePasswordMutation.graphql';

const changePasswordMutation = graphql`
  mutation PasswordChangeScreenChangePasswordMutation($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;

const rules = passwordChangeForm.rules();
const Field = passwordChangeForm.Field;

export interface PasswordChangeScreenProps {
  /** Where to go once the password is changed; by default the router, replacing this page. */
  onNavigate?: (path: string) => void;
}

/**
 * `/password/change` (signed in): the current password, a new one with the rules checklist and
 * its confirmation. Only passwords here, so nothing is kept as a draft: a session that ends
 * mid-way sends the person to sign in and back to an empty form.
 */
export function PasswordChangeScreen({ onNavigate }: PasswordChangeScreenProps) {
  const navigate = useNavigate();
  const go = onNavigate ?? ((path: string) => void navigate(path, { replace: true }));
  const [commit, isInFlight] = useMutation<PasswordChangeScreenChangePasswordMutation>(changePasswordMutation);
  const form = useValidatedForm<PasswordChangeValues>({ defaultValues: passwordChangeForm.empty(), rules, validate: 'submit', disableWhileSending: true });

  const submit = async (values: PasswordChangeValues) => {
    const { newPassword } = values;
    // Every rule passed; a new password that is easy to guess is refused with the reason (if the estimator cannot load, the rules decide).
    const weak = await passwordStrengthError(newPassword);
    if (weak !== null) {
      form.showErrors({ fieldErrors: { newPassword: weak } });
      return;
    }
    try {
      await commitAsync(commit, passwordChangeForm.toVariables(values, {}, {}));
      form.hookForm.reset(passwordChangeForm.empty());
      go(paths.passwordChangeSuccess());
    } catch (error) {
      showAccountFailure(form, error, passwordChangeForm.serverFields, m.serverErrorTitle);
    }
  };

  return (
    <>
      <PageTitle id="password-change-title" sx={{ mb: 1 }}>{m.title}</PageTitle>
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <RequiredNote />
      <Form form={form} onSubmit={submit} sending={isInFlight} labelledBy="password-change-title" submitLabel={m.submit} sendingLabel={m.submitting} submitSx={{ mt: 3 }}>
        <Field name="currentPassword" component={PasswordField} label={m.currentPasswordLabel} hint={null} autoComplete="current-password" required />
        <Box>
          <ActionLink href={paths.recovery()}>{m.forgotPassword}</ActionLink>
        </Box>
        {/* After a submit, changing the new password re-checks that the confirmation still matches it. */}
        <Field name="newPassword" component={PasswordField} deps={['newPasswordConfirmation']} label={m.newPasswordLabel} hint={m.newPasswordHint} autoComplete="new-password" required showChecklist showStrength />
        <Field name="newPasswordConfirmation" component={PasswordField} label={m.confirmationLabel} hint={m.confirmationHint} autoComplete="new-password" required />
      </Form>
    </>
  );
}
