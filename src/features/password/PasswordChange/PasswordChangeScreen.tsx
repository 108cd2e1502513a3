import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { string } from 'yup';
import { paths } from '../../../services/paths';
import { clearSession } from '../../../services/session';
import { ErrorSummary, FormErrorList, PasswordField, SubmitButton, type ErrorSummaryItem } from '../../../components';
import { createPasswordSchema } from '../../../components/validation/schemas';
import { graphql, useMutation } from '../../../relay';
import { withPasswordStrength } from '../PasswordForm/withPasswordStrength';
import type { PasswordChangeScreenChangePasswordMutation } from './__generated__/PasswordChangeScreenChangePasswordMutation.graphql';
import { classifyAccountFailure } from '../../../forms/accountFailure';
import { passwordChangeMessages as m } from './messages';

const changePasswordMutation = graphql`
  mutation PasswordChangeScreenChangePasswordMutation($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;

interface PasswordChangeValues {
  currentPassword: string;
  /** The new password (named as in the shared create-password schema). */
  password: string;
  passwordConfirmation: string;
}

const schema = createPasswordSchema()
  .shape({ currentPassword: string().default('').required(m.currentPasswordRequired) })
  .test('differentFromCurrent', m.sameAsCurrent, (values, context) =>
    values.password === '' || values.password !== values.currentPassword ? true : context.createError({ path: 'password', message: m.sameAsCurrent }),
  );

const emptyValues: PasswordChangeValues = { currentPassword: '', password: '', passwordConfirmation: '' };
const fieldIds = { currentPassword: 'currentPassword', password: 'newPassword', passwordConfirmation: 'newPasswordConfirmation' } as const;
const fieldOrder = ['currentPassword', 'password', 'passwordConfirmation'] as const;
/** The mutation's argument names, as the server's validation errors name them. */
const serverFields = ['currentPassword', 'newPassword'] as const;

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
  // A second click or Enter can arrive before `isInFlight` re-renders the button as disabled.
  const sending = useRef(false);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [summaryTitle, setSummaryTitle] = useState<string | undefined>(undefined);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);

  const { control, handleSubmit, reset, setError } = useForm<PasswordChangeValues>({
    defaultValues: emptyValues,
    // The rules, then, on submit, the strength check (a weak new password is refused with the reason).
    resolver: withPasswordStrength(yupResolver(schema)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus; each of its links leads to its field.
    shouldFocusError: false,
  });

  const onInvalid = (errors: FieldErrors<PasswordChangeValues>) => {
    setSummaryTitle(undefined);
    setGeneralErrors([]);
    setSummary(
      fieldOrder.flatMap((field) => {
        const message = errors[field]?.message;
        return message ? [{ fieldId: fieldIds[field], message }] : [];
      }),
    );
  };

  const fail = (error: unknown) => {
    sending.current = false;
    const failure = classifyAccountFailure(error, serverFields);
    if (failure.kind === 'unauthenticated') {
      // The shell sees the session end and sends the person to sign in and back here.
      clearSession();
      return;
    }
    const { currentPassword, newPassword } = failure.fieldErrors;
    const items: ErrorSummaryItem[] = [];
    if (currentPassword) {
      setError('currentPassword', { type: 'server', message: currentPassword });
      items.push({ fieldId: fieldIds.currentPassword, message: currentPassword });
    }
    if (newPassword) {
      setError('password', { type: 'server', message: newPassword });
      items.push({ fieldId: fieldIds.password, message: newPassword });
    }
    setSummaryTitle(m.serverErrorTitle);
    setSummary(items);
    setGeneralErrors(failure.generalErrors);
  };

  const onValid = ({ currentPassword, password }: PasswordChangeValues) => {
    if (sending.current) return;
    sending.current = true;
    setSummary([]);
    setGeneralErrors([]);
    commit({
      variables: { currentPassword, newPassword: password },
      onCompleted: (_response, errors) => {
        if (errors && errors.length > 0) return fail({ source: { errors } });
        sending.current = false;
        reset(emptyValues);
        go(paths.passwordChangeSuccess());
      },
      onError: fail,
    });
  };

  return (
    <>
      <Typography id="password-change-title" variant="h1" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <ErrorSummary errors={summary} title={summaryTitle} />
      <Box
        component="form"
        noValidate
        aria-labelledby="password-change-title"
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      >
        <Controller
          name="currentPassword"
          control={control}
          render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
            <PasswordField
              id={fieldIds.currentPassword}
              name={name}
              inputRef={ref}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              label={m.currentPasswordLabel}
              hint={null}
              autoComplete="current-password"
              required
              disabled={isInFlight}
              error={fieldState.error?.message}
            />
          )}
        />
        <Box>
          <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {m.forgotPassword}
          </Link>
        </Box>
        <Controller
          name="password"
          control={control}
          // After a submit, changing the new password re-checks that the confirmation still matches it.
          rules={{ deps: 'passwordConfirmation' }}
          render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
            <PasswordField
              id={fieldIds.password}
              name="newPassword"
              inputRef={ref}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              label={m.newPasswordLabel}
              hint={m.newPasswordHint}
              autoComplete="new-password"
              required
              showChecklist
              showStrength
              disabled={isInFlight}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="passwordConfirmation"
          control={control}
          render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
            <PasswordField
              id={fieldIds.passwordConfirmation}
              name="newPasswordConfirmation"
              inputRef={ref}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              label={m.confirmationLabel}
              hint={m.confirmationHint}
              autoComplete="new-password"
              required
              disabled={isInFlight}
              error={fieldState.error?.message}
            />
          )}
        />
        <SubmitButton loading={isInFlight} loadingLabel={m.submitting} sx={{ mt: 3 }}>
          {m.submit}
        </SubmitButton>
        <FormErrorList errors={generalErrors} />
      </Box>
    </>
  );
}
