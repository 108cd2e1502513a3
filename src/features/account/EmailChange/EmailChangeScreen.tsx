import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { object, string } from 'yup';
import { trackPageView } from '../../../services/analytics';
import { paths, routePatterns } from '../../../services/paths';
import { clearSession, readUnconfirmedEmail, useFormDraft, useSession } from '../../../services/session';
import { localStore, storageKeys } from '../../../services/storage';
import { EmailField, ErrorSummary, FormErrorList, PasswordField, SubmitButton, type ErrorSummaryItem } from '../../../components';
import { emailRule } from '../../../components/validation/schemas';
import { graphql, useMutation } from '../../../relay';
import { rememberPendingEmailChange, type PendingEmailChange } from '../EmailChangeSuccess/pendingEmail';
import { classifyAccountFailure } from '../../../forms/accountFailure';
import type { EmailChangeScreenChangeEmailMutation } from './__generated__/EmailChangeScreenChangeEmailMutation.graphql';
import type { EmailChangeScreenChangeUnconfirmedEmailMutation } from './__generated__/EmailChangeScreenChangeUnconfirmedEmailMutation.graphql';
import { emailChangeMessages as m } from './messages';
import { resendUrlForNewEmail } from './unconfirmed';

const changeEmailMutation = graphql`
  mutation EmailChangeScreenChangeEmailMutation($newEmail: String!, $password: String!) {
    changeEmail(newEmail: $newEmail, password: $password) {
      pendingEmail
    }
  }
`;

const changeUnconfirmedEmailMutation = graphql`
  mutation EmailChangeScreenChangeUnconfirmedEmailMutation($currentEmail: String!, $newEmail: String!, $password: String!) {
    changeUnconfirmedEmail(currentEmail: $currentEmail, newEmail: $newEmail, password: $password) {
      pendingEmail
    }
  }
`;

interface EmailChangeValues {
  newEmail: string;
  /** Never stored: not in the draft, emptied after success. */
  password: string;
}

const schema = object({ newEmail: emailRule(), password: string().default('').required(m.passwordRequired) });
const emptyValues: EmailChangeValues = { newEmail: '', password: '' };
const fieldOrder = ['newEmail', 'password'] as const;
/** The draft keeps the new address only. */
const draftFields = ['newEmail'] as const;
const DRAFT_NAME = 'email-change';

export interface EmailChangeScreenProps {
  /** Where to go once the change is asked for (with the change as navigation state); by default the router, replacing this page. */
  onNavigate?: (path: string, state: PendingEmailChange) => void;
}

/**
 * `/email/change`. Signed in: a new address and the current password (`changeEmail`). Without a
 * session but with a stored `unconfirmed_user_email` (from `/unconfirmed-user`): the mistyped
 * address read-only, the right one and the sign-up password (`changeUnconfirmedEmail`). Either way
 * a confirmation goes to the new address. The typed address survives a session that ends mid-way.
 */
export function EmailChangeScreen({ onNavigate }: EmailChangeScreenProps) {
  const navigate = useNavigate();
  const go = onNavigate ?? ((path: string, state: PendingEmailChange) => void navigate(path, { replace: true, state }));
  const session = useSession();
  const [unconfirmedEmail] = useState(readUnconfirmedEmail);
  const unconfirmedMode = session === null && unconfirmedEmail !== null && unconfirmedEmail.trim() !== '';
  const copy = unconfirmedMode ? { ...m, ...m.unconfirmed } : m;

  const [commitChange, changeInFlight] = useMutation<EmailChangeScreenChangeEmailMutation>(changeEmailMutation);
  const [commitUnconfirmed, unconfirmedInFlight] = useMutation<EmailChangeScreenChangeUnconfirmedEmailMutation>(changeUnconfirmedEmailMutation);
  const isInFlight = changeInFlight || unconfirmedInFlight;
  // A second click or Enter can arrive before `isInFlight` re-renders the button as disabled.
  const sending = useRef(false);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [summaryTitle, setSummaryTitle] = useState<string | undefined>(undefined);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);

  const form = useForm<EmailChangeValues>({
    defaultValues: emptyValues,
    resolver: yupResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { control, handleSubmit, reset, setError } = form;
  const draft = useFormDraft(DRAFT_NAME, form, draftFields);
  const { restore } = draft;

  useEffect(() => {
    restore();
  }, [restore]);

  useEffect(() => {
    // The route table has no page title for /email/change: only this use of it is counted.
    if (unconfirmedMode) trackPageView('change-unconfirmed-email', routePatterns.emailChange);
  }, [unconfirmedMode]);

  const onInvalid = (errors: FieldErrors<EmailChangeValues>) => {
    setSummaryTitle(undefined);
    setGeneralErrors([]);
    setSummary(
      fieldOrder.flatMap((field) => {
        const message = errors[field]?.message;
        return message ? [{ fieldId: field, message }] : [];
      }),
    );
  };

  const fail = (error: unknown) => {
    sending.current = false;
    const failure = classifyAccountFailure(error, fieldOrder);
    if (failure.kind === 'unauthenticated') {
      // The shell sees the session end and sends the person to sign in and back; the draft keeps the address.
      clearSession();
      return;
    }
    const items = fieldOrder.flatMap((field) => {
      const message = failure.fieldErrors[field];
      if (!message) return [];
      setError(field, { type: 'server', message });
      return [{ fieldId: field, message }];
    });
    setSummaryTitle(m.serverErrorTitle);
    setSummary(items);
    setGeneralErrors(failure.generalErrors);
  };

  const succeed = (pendingEmail: string, unconfirmed: boolean) => {
    sending.current = false;
    draft.clear();
    reset(emptyValues);
    if (unconfirmed && unconfirmedEmail !== null) {
      localStore.set(storageKeys.unconfirmedUserEmail, pendingEmail);
      const resendUrl = resendUrlForNewEmail(localStore.get(storageKeys.urlResendEmail), unconfirmedEmail, pendingEmail);
      if (resendUrl !== null) localStore.set(storageKeys.urlResendEmail, resendUrl);
    }
    const change = { email: pendingEmail, unconfirmed };
    rememberPendingEmailChange(change);
    go(paths.emailChangeSuccess(), change);
  };

  const onValid = ({ newEmail, password }: EmailChangeValues) => {
    if (sending.current) return;
    sending.current = true;
    setSummary([]);
    setGeneralErrors([]);
    if (unconfirmedMode) {
      commitUnconfirmed({
        variables: { currentEmail: unconfirmedEmail, newEmail, password },
        onCompleted: (response, errors) =>
          errors && errors.length > 0 ? fail({ source: { errors } }) : succeed(response.changeUnconfirmedEmail.pendingEmail, true),
        onError: fail,
      });
    } else {
      commitChange({
        variables: { newEmail, password },
        onCompleted: (response, errors) => (errors && errors.length > 0 ? fail({ source: { errors } }) : succeed(response.changeEmail.pendingEmail, false)),
        onError: fail,
      });
    }
  };

  return (
    <>
      <Typography id="email-change-title" variant="h1" component="h1" sx={{ mb: 1 }}>
        {copy.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{copy.intro}</Typography>
      <ErrorSummary errors={summary} title={summaryTitle} />
      <Box component="form" noValidate aria-labelledby="email-change-title" onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
        {unconfirmedMode ? (
          <EmailField
            id="currentEmail"
            name="currentEmail"
            label={m.unconfirmed.currentEmailLabel}
            hint={m.unconfirmed.currentEmailHint}
            autoComplete="username"
            readOnly
            value={unconfirmedEmail}
          />
        ) : null}
        <Controller
          name="newEmail"
          control={control}
          render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
            <EmailField
              id="newEmail"
              name={name}
              inputRef={ref}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              label={copy.newEmailLabel}
              hint={m.newEmailHint}
              required
              disabled={isInFlight}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
            <PasswordField
              id="password"
              name={name}
              inputRef={ref}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              label={copy.passwordLabel}
              hint={unconfirmedMode ? m.unconfirmed.passwordHint : null}
              autoComplete="current-password"
              required
              disabled={isInFlight}
              error={fieldState.error?.message}
            />
          )}
        />
        {unconfirmedMode ? null : (
          <Box>
            <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {m.forgotPassword}
            </Link>
          </Box>
        )}
        <SubmitButton loading={isInFlight} loadingLabel={m.submitting} sx={{ mt: 3 }}>
          {copy.submit}
        </SubmitButton>
        <FormErrorList errors={generalErrors} />
      </Box>
      <Stack sx={{ mt: 2 }}>
        <Link
          href={unconfirmedMode ? paths.unconfirmedUser() : paths.home()}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, alignSelf: 'flex-start' }}
        >
          {copy.cancel}
        </Link>
      </Stack>
    </>
  );
}
