import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { ActionLink, PageTitle, PasswordField, RequiredNote } from '../../../components';
import { createPasswordError } from '../../../components/validation/createPassword';
import { passwordStrengthError } from '../../../components/validation/passwordStrength';
import { fieldOf, Form, type FormRules, showAccountFailure, useValidatedForm } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { passwordChangeMessages as m } from './messages';
import type { PasswordChangeScreenChangePasswordMutation } from './__generated__/PasswordChangeScreenChangePasswordMutation.graphql';

const changePasswordMutation = graphql`
  mutation PasswordChangeScreenChangePasswordMutation($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;

/** Named as the mutation's arguments, which the server's validation errors name. */
interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

const asCreated = ({ newPassword, newPasswordConfirmation }: PasswordChangeValues) => ({ password: newPassword, passwordConfirmation: newPasswordConfirmation });

// The create-password rules (spec §5), a current password, and a new one that differs from it.
const rules: FormRules<PasswordChangeValues> = {
  currentPassword: ({ currentPassword }) => (currentPassword === '' ? m.currentPasswordRequired : null),
  newPassword: (values) =>
    createPasswordError('password', asCreated(values)) ?? (values.newPassword === values.currentPassword ? m.sameAsCurrent : null),
  newPasswordConfirmation: (values) => createPasswordError('passwordConfirmation', asCreated(values)),
};
const emptyValues: PasswordChangeValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };
const serverFields = ['currentPassword', 'newPassword'] as const;

/** `Field` bound by name to this form's values: a misspelt name does not compile. */
const Field = fieldOf<PasswordChangeValues>();

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
  const form = useValidatedForm<PasswordChangeValues>({ defaultValues: emptyValues, rules, validate: 'submit', disableWhileSending: true });

  const submit = async ({ currentPassword, newPassword }: PasswordChangeValues) => {
    // Every rule passed; a new password that is easy to guess is refused with the reason (if the estimator cannot load, the rules decide).
    const weak = await passwordStrengthError(newPassword);
    if (weak !== null) {
      form.showErrors({ fieldErrors: { newPassword: weak } });
      return;
    }
    try {
      await commitAsync(commit, { currentPassword, newPassword });
      form.hookForm.reset(emptyValues);
      go(paths.passwordChangeSuccess());
    } catch (error) {
      showAccountFailure(form, error, serverFields, m.serverErrorTitle);
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
