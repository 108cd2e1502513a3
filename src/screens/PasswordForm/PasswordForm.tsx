import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { graphql, useMutation } from '../../relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { onFirstInteraction } from '../../app/idle';
import { paths } from '../../app/paths';
import { localStore, storageKeys } from '../../app/storage';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/ErrorSummary';
import { PasswordField } from '../../components/PasswordField';
import { SubmitButton } from '../../components/SubmitButton';
import { strengthUserInputs } from '../../components/validation/passwordStrength';
import type { PasswordFormResetPasswordMutation } from './__generated__/PasswordFormResetPasswordMutation.graphql';
import { classifyFailure, rateLimitMessage, resolveEmail } from './logic';
import { passwordFormMessages as m, passwordFormVariants, type PasswordFormVariant } from './messages';
import { useNoReferrer } from './useNoReferrer';

const resetPasswordMutation = graphql`
  mutation PasswordFormResetPasswordMutation($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, token: $token, password: $password) {
      email
      afterConfirmationRedirectUrl
    }
  }
`;

interface PasswordValues {
  password: string;
  passwordConfirmation: string;
}

// The form validates only once it is submitted: yup and its resolver load after the first paint
// (on the first interaction, or on the first submit at the latest), not before the form shows.
const importResolver = () => import('./passwordResolver');
let resolverModule: ReturnType<typeof importResolver> | undefined;
function loadResolver() {
  resolverModule ??= importResolver().catch((error: unknown) => {
    resolverModule = undefined;
    throw error;
  });
  return resolverModule;
}
const resolver: Resolver<PasswordValues> = async (values, context, options) => (await loadResolver()).passwordResolver(values, context, options);
const emptyValues: PasswordValues = { password: '', passwordConfirmation: '' };
const fieldOrder = ['password', 'passwordConfirmation'] as const;

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
  const [searchParams] = useSearchParams();
  const queryEmail = searchParams.get('email');
  const email = useMemo(() => resolveEmail(queryEmail, localStore.get(storageKeys.email)), [queryEmail]);
  // The account's e-mail counts as an easy guess for the strength check.
  const userInputs = useMemo(() => strengthUserInputs([email]), [email]);
  const [commit, isInFlight] = useMutation<PasswordFormResetPasswordMutation>(resetPasswordMutation);
  // A second click can arrive before `isInFlight` re-renders the button as disabled.
  const sending = useRef(false);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [summaryTitle, setSummaryTitle] = useState<string | undefined>(undefined);
  const [linkExpired, setLinkExpired] = useState(false);
  const baseId = useId();
  const ids = { password: `${baseId}-password`, passwordConfirmation: `${baseId}-confirmation`, title: `${baseId}-title` };

  const { control, handleSubmit, reset, setError } = useForm<PasswordValues>({
    defaultValues: emptyValues,
    resolver,
    context: { strengthUserInputs: userInputs },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus (GOV.UK pattern); each of its links leads to its field.
    shouldFocusError: false,
  });

  useEffect(() => onFirstInteraction(() => void loadResolver().catch(() => undefined)), []);

  const onInvalid = (errors: FieldErrors<PasswordValues>) => {
    setSummaryTitle(undefined);
    setSummary(
      fieldOrder.flatMap((field) => {
        const message = errors[field]?.message;
        return message ? [{ fieldId: ids[field], message }] : [];
      }),
    );
  };

  const fail = (error: unknown) => {
    sending.current = false;
    const expired = classifyFailure(error) === 'linkExpired';
    const message = expired ? copy.linkExpired : (rateLimitMessage(error) ?? copy.unexpected);
    setLinkExpired(expired);
    setError('password', { type: 'server', message });
    setSummaryTitle(m.serverErrorTitle);
    setSummary([{ fieldId: ids.password, message }]);
  };

  const onValid = ({ password }: PasswordValues) => {
    if (sending.current || email === null) return;
    sending.current = true;
    setSummary([]);
    setLinkExpired(false);
    commit({
      variables: { email, token, password },
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) {
          fail({ source: { errors } });
          return;
        }
        sending.current = false;
        reset(emptyValues);
        const redirectUri = response.resetPassword.afterConfirmationRedirectUrl;
        const path = variant === 'create' ? paths.passwordCreateSuccess({ redirectUri }) : paths.passwordResetSuccess({ redirectUri });
        if (onSuccess) onSuccess(path);
        else void navigate(path, { replace: true });
      },
      onError: fail,
    });
  };

  const title = (
    <Typography id={ids.title} variant="h1" component="h1" sx={{ mb: 2 }}>
      {copy.title}
    </Typography>
  );

  if (email === null) {
    return (
      <>
        {title}
        <Box role="alert" sx={{ p: 2, mb: 3, border: 3, borderColor: 'error.main', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Typography variant="h6" component="h2" sx={{ mt: 0, mb: 1 }}>
            {m.noEmailTitle}
          </Typography>
          <Typography>{m.noEmail}</Typography>
        </Box>
        <Button variant="contained" href={paths.recovery()}>
          {m.requestNewLink}
        </Button>
      </>
    );
  }

  return (
    <>
      {title}
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{copy.intro(email)}</Typography>
      <ErrorSummary errors={summary} title={summaryTitle} />
      <Box component="form" noValidate aria-labelledby={ids.title} onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
        {/* Password managers file the new password under this account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Controller
          name="password"
          control={control}
          // After a submit, changing the password re-checks that the confirmation still matches it.
          rules={{ deps: 'passwordConfirmation' }}
          render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
            <PasswordField
              id={ids.password}
              name={name}
              inputRef={ref}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              label={m.passwordLabel}
              hint={m.passwordHint}
              autoComplete="new-password"
              showChecklist
              showStrength
              strengthUserInputs={userInputs}
              disabled={isInFlight}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="passwordConfirmation"
          control={control}
          render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
            <PasswordField
              id={ids.passwordConfirmation}
              name={name}
              inputRef={ref}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              label={m.confirmationLabel}
              hint={m.confirmationHint}
              autoComplete="new-password"
              disabled={isInFlight}
              error={fieldState.error?.message}
            />
          )}
        />
        <SubmitButton loading={isInFlight} loadingLabel={m.submitting} sx={{ mt: 3 }}>
          {m.submit}
        </SubmitButton>
        {linkExpired ? (
          <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mt: 2 }}>
            {m.requestNewLink}
          </Link>
        ) : null}
      </Box>
    </>
  );
}
