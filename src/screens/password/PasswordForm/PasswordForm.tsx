import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionLink, PageTitle, RequiredNote } from '../../../components';
import { PasswordField } from '../../../components/PasswordField';
import { passwordStrengthError, strengthUserInputs } from '../../../components/validation/passwordStrength';
import { Form, useValidatedForm } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { forgetAccountOnThisDevice } from '../../../services/session';
import { localStore, storageKeys } from '../../../services/storage';
import { useHydrated } from '../../../services/useHydrated';
import { useAddressSearch } from '../../../services/addressPrivacy';
import { useNoReferrer } from '../../../services/useNoReferrer';
import { passwordFormMessages as m, passwordFormVariants, type PasswordFormVariant } from './messages';
import { NoEmailNotice } from './NoEmailNotice';
import { passwordForm, type CreatePasswordValues } from './passwordForm';
import { passwordFailure, rateLimitMessage, resolveEmail } from './passwordSubmission';
import type { PasswordFormResetPasswordMutation } from './__generated__/PasswordFormResetPasswordMutation.graphql';

const resetPasswordMutation = graphql`
  mutation PasswordFormResetPasswordMutation($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, token: $token, password: $password) {
      email
      afterConfirmationRedirectUrl
    }
  }
`;

// Pure rules, checked on submit and then on every change: no schema library on this route.
const rules = passwordForm.rules();
const Field = passwordForm.Field;

export interface PasswordFormProps {
  /** Create a first password (spec §2) or reset a forgotten one: the copy and the success page differ. */
  variant: PasswordFormVariant;
  /** The one-time token from the link's path. */
  token: string;
  /** Where to go once the password is set (a path of the app); the router replaces the link's page by default. */
  onSuccess?: (path: string) => void;
}

/**
 * The form of a password link (`/password/create/:token`, `/password/reset/:token`): a new
 * password twice, sent with the link's token and the account's e-mail (from `?email=` or the
 * stored `email`). It never signs the person in: the success page leads to the login.
 */
export function PasswordForm({ variant, token, onSuccess }: PasswordFormProps) {
  useNoReferrer();
  const copy = passwordFormVariants[variant];
  const navigate = useNavigate();
  const addressQuery = useAddressSearch();
  const queryEmail = useMemo(() => new URLSearchParams(addressQuery).get('email'), [addressQuery]);
  // Known after the first render, which hydrates the page rendered without it (its slot filled by the page's script).
  const hydrated = useHydrated();
  const email = useMemo(() => (hydrated ? resolveEmail(queryEmail, localStore.get(storageKeys.email)) : undefined), [hydrated, queryEmail]);
  // The account's e-mail counts as an easy guess for the strength check.
  const userInputs = useMemo(() => strengthUserInputs([email ?? null]), [email]);
  const [commit, sending] = useMutation<PasswordFormResetPasswordMutation>(resetPasswordMutation);
  const form = useValidatedForm<CreatePasswordValues>({ defaultValues: passwordForm.empty(), rules, validate: 'submit', disableWhileSending: true });
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [linkExpired, setLinkExpired] = useState(false);

  const submit = async (values: CreatePasswordValues) => {
    const { password } = values;
    // Read now, not from the render: a submit held from before the app ran is sent right after
    // hydrating, possibly before the screen has rendered with the e-mail.
    const email = resolveEmail(queryEmail, localStore.get(storageKeys.email));
    if (email === null) return;
    setLinkExpired(false);
    // Every rule passed; a password that is easy to guess is refused with the reason (if the estimator cannot load, the rules decide).
    const weak = await passwordStrengthError(password, strengthUserInputs([email]));
    if (weak !== null) {
      form.showErrors({ fieldErrors: { password: weak } });
      return;
    }
    try {
      const response = await commitAsync(commit, passwordForm.toVariables(values, {}, { email, token }));
      form.hookForm.reset(passwordForm.empty());
      // A reset is the end of someone's recovery, often at a shared computer: nothing of the account stays.
      // A first password continues a sign-up, whose after-login destination must still be followed.
      if (variant === 'reset') forgetAccountOnThisDevice();
      const redirectUri = response.resetPassword.afterConfirmationRedirectUrl;
      const path = variant === 'create' ? paths.passwordCreateSuccess({ redirectUri }) : paths.passwordResetSuccess({ redirectUri });
      if (onSuccess) onSuccess(path);
      else void navigate(path, { replace: true });
    } catch (error) {
      const expired = passwordFailure(error) === 'linkExpired';
      const message = expired ? copy.linkExpired : (rateLimitMessage(error) ?? copy.unexpected);
      setLinkExpired(expired);
      form.showErrors({ fieldErrors: { password: message }, summaryTitle: m.serverErrorTitle });
    }
  };

  const title = (
    <PageTitle id={titleId}>{copy.title}</PageTitle>
  );
  if (email === null) return <NoEmailNotice title={title} />;

  return (
    <>
      {title}
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {email === undefined ? (
          <>
            {copy.intro[0]}
            {/* The pre-rendered page's script writes the e-mail here before the app runs: hydration keeps that text (an empty text child, so that React compares text). */}
            <span data-slot="email" suppressHydrationWarning>
              {''}
            </span>
            {copy.intro[1]}
          </>
        ) : (
          // Then one text, read as one sentence.
          `${copy.intro[0]}${email}${copy.intro[1]}`
        )}
      </Typography>
      <RequiredNote />
      <Form
        form={form}
        onSubmit={submit}
        sending={sending}
        labelledBy={titleId}
        submitLabel={m.submit}
        sendingLabel={m.submitting}
        submitSx={{ mt: 3 }}
        footer={
          linkExpired ? (
            <ActionLink href={paths.recovery()} sx={{ mt: 2 }}>{m.requestNewLink}</ActionLink>
          ) : null
        }
      >
        {/* Password managers file the new password under this account. */}
        <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
        {/* After a submit, changing the password re-checks that the confirmation still matches it. */}
        <Field name="password" id={`${baseId}-password`} component={PasswordField} deps={['passwordConfirmation']} label={m.passwordLabel} hint={m.passwordHint} autoComplete="new-password" required showChecklist showStrength strengthUserInputs={userInputs} />
        <Field name="passwordConfirmation" id={`${baseId}-confirmation`} component={PasswordField} label={m.confirmationLabel} hint={m.confirmationHint} autoComplete="new-password" required />
      </Form>
    </>
  );
}
