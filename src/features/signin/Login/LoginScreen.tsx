import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation } from '../../../relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../services/paths';
import {
  asksStartAtRegister,
  readStoredRedirect,
  redirectParamOf,
  stripLoginParams,
  takeAfterLoginDestination,
  useStoreRedirectParam,
  withoutTarget,
} from '../../../services/redirects';
import { getSessionToken, rememberUnconfirmedUser, startSession, useSession } from '../../../services/session';
import { localStore, storageKeys } from '../../../services/storage';
import { useHydrated } from '../../../services/useHydrated';
import { ErrorSummary, FormErrorList, FormField, PasswordField, SubmitButton, onlyDigits, type ErrorSummaryItem } from '../../../components';
import { caretAfterDigits, displayIdentifier, identifierProblem, identifierVariable, looksLikeCpf } from '../../../components/validation/identifier';
import { classifyLoginFailure } from './loginError';
import { loginMessages as m } from './messages';
import type { LoginScreenLoginMutation } from './__generated__/LoginScreenLoginMutation.graphql';

const loginMutation = graphql`
  mutation LoginScreenLoginMutation($identifier: String!, $password: String!) {
    login(identifier: $identifier, password: $password) {
      token
      user {
        name
      }
    }
  }
`;

// MUI's Dialog (with Modal, focus trap and transitions) is for the rare blocked account: it loads
// when first needed, not before the form shows.
const DisabledAccountDialog = lazy(() => import('./DisabledAccountDialog').then((module) => ({ default: module.DisabledAccountDialog })));

/** The value `disabled_user_prompt` holds while the blocked-account dialog is due. */
const DISABLED_PROMPT = 'disabled';

interface LoginValues {
  /** As shown in the field (a CPF with its mask); the mutation gets `identifierVariable` of it. */
  identifier: string;
  /** Kept in the form only: never stored, and left in the field after a failure. */
  password: string;
}

export interface LoginScreenProps {
  /** Sends the person on (after sign-in, when already signed in, or to sign-up); by default the router, replacing the entry. */
  onNavigate?: (path: string) => void;
}

/** Longer is no e-mail address (RFC 5321 caps a path at 254 characters). */
const MAX_IDENTIFIER_LENGTH = 254;

/** `?identifier=` (a link from an e-mail or a partner), shown as the field would show it typed. */
function prefilledIdentifier(search: string): string {
  const value = new URLSearchParams(search).get('identifier') ?? '';
  return value.length <= MAX_IDENTIFIER_LENGTH ? displayIdentifier(value) : '';
}

/**
 * `/login`: sign-in with an e-mail or CPF and a password, through the `login` mutation. Keeps a
 * `?redirect_uri=` (with `force_logout=1` and `target=register` honoured), prefills the field from
 * `?identifier=`, and sends a person who is already signed in straight on.
 */
export function LoginScreen({ onNavigate }: LoginScreenProps) {
  useStoreRedirectParam();
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useSession();
  const go = onNavigate ?? ((path: string) => void navigate(path, { replace: true }));
  const { control, getValues, setValue, setError, clearErrors, formState } = useForm<LoginValues>({ defaultValues: { identifier: '', password: '' } });
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  // The first render depends on the path alone (it hydrates the pre-rendered page): the link's
  // identifier, its redirect and a pending blocked-account notice come right after.
  const hydrated = useHydrated();
  const storedPrompt = useMemo(() => hydrated && localStore.get(storageKeys.disabledUserPrompt) === DISABLED_PROMPT, [hydrated]);
  const [promptAnswer, setDisabledPrompt] = useState<boolean | null>(null);
  const disabledPrompt = promptAnswer ?? storedPrompt;
  // Once shown, the dialog stays mounted so that closing it plays its exit transition.
  const [dialogShown, setDialogMounted] = useState(false);
  const dialogMounted = dialogShown || storedPrompt;
  useLayoutEffect(() => {
    const identifier = prefilledIdentifier(search);
    if (identifier !== '' && getValues('identifier') === '') setValue('identifier', identifier);
    // Once, on the page the person arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [commit, isInFlight] = useMutation<LoginScreenLoginMutation>(loginMutation);
  const submitting = useRef(false);
  const identifierInput = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const signedIn = session !== null;
  // Taken once per screen: effects that run twice (StrictMode) must not find it gone and go home.
  const destination = useRef<string | null>(null);
  const takeDestination = () => (destination.current ??= takeAfterLoginDestination());

  useEffect(() => {
    // After useStoreRedirectParam's effect: the new redirect is stored and a forced logout done.
    // Read again, not `signedIn`: a `force_logout=1` may have ended the session since this render.
    if (getSessionToken() !== null) return go(takeDestination());
    const stored = readStoredRedirect();
    if (stored !== null && asksStartAtRegister(stored)) {
      // Followed once: coming back to sign-in from sign-up must not bounce to sign-up again.
      const redirectUri = withoutTarget(stored);
      localStore.set(storageKeys.afterLoginRedirectsTo, redirectUri);
      go(paths.register({ redirectUri }));
    }
    // Only when the screen opens or the session appears (another tab signing in).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !identifierInput.current) return;
    identifierInput.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const closeDisabledPrompt = () => {
    localStore.remove(storageKeys.disabledUserPrompt);
    setDisabledPrompt(false);
  };

  const fail = (error: unknown) => {
    submitting.current = false;
    const failure = classifyLoginFailure(error);
    switch (failure.kind) {
      case 'unconfirmed':
        rememberUnconfirmedUser(failure.account.email, failure.account.resendUrl);
        return go(paths.unconfirmedUser());
      case 'disabled':
        localStore.set(storageKeys.disabledUserPrompt, DISABLED_PROMPT);
        setDialogMounted(true);
        return setDisabledPrompt(true);
      case 'invalidCredentials':
        return setGeneralErrors([m.invalidCredentials]);
      case 'rateLimited':
        return setGeneralErrors([failure.message]);
      case 'other':
        return setGeneralErrors(failure.messages);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click must send one request, even before the in-flight state has rendered.
    if (submitting.current || isInFlight) return;
    const { identifier, password } = getValues();
    const items: ErrorSummaryItem[] = [];
    const problem = identifierProblem(identifier);
    if (problem) items.push({ fieldId: 'identifier', message: problem === 'required' ? m.identifierRequired : m.cpfIncomplete });
    if (password === '') items.push({ fieldId: 'password', message: m.passwordRequired });
    clearErrors();
    for (const item of items) setError(item.fieldId as keyof LoginValues, { type: 'validate', message: item.message });
    setSummary(items);
    setGeneralErrors([]);
    if (items.length > 0) return;
    submitting.current = true;
    commit({
      variables: { identifier: identifierVariable(identifier), password },
      onCompleted: (response, errors) => {
        if (errors?.length) return fail({ errors });
        submitting.current = false;
        startSession(response.login.token, response.login.user);
        go(takeDestination());
      },
      onError: fail,
    });
  };

  const changeIdentifier = (event: ChangeEvent<HTMLInputElement>, onChange: (value: string) => void) => {
    const raw = event.target.value;
    const shown = displayIdentifier(raw);
    if (shown !== raw && looksLikeCpf(raw)) {
      const caret = event.target.selectionStart ?? raw.length;
      pendingCaret.current = caretAfterDigits(shown, onlyDigits(raw.slice(0, caret)).length);
    }
    onChange(shown);
    if (formState.errors.identifier) clearErrors('identifier');
  };

  // The query's redirect on the first render (it is stored by an effect), the stored one after.
  const carried = hydrated ? (redirectParamOf(search) ?? readStoredRedirect()) : null;
  const redirectUri = carried === null ? null : stripLoginParams(carried);

  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{signedIn ? m.redirecting : m.intro}</Typography>
      <ErrorSummary errors={summary} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={m.title}>
        <Controller
          name="identifier"
          control={control}
          render={({ field }) => (
            <FormField
              id="identifier"
              name="identifier"
              label={m.identifierLabel}
              hint={m.identifierHint}
              type="text"
              inputMode="email"
              autoComplete="username"
              required
              htmlInputProps={{ spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' }}
              value={field.value}
              inputRef={(element: HTMLInputElement | null) => {
                identifierInput.current = element;
                field.ref(element);
              }}
              onChange={(event: ChangeEvent<HTMLInputElement>) => changeIdentifier(event, field.onChange)}
              error={formState.errors.identifier?.message}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <PasswordField
              id="password"
              name="password"
              label={m.passwordLabel}
              hint={null}
              autoComplete="current-password"
              required
              value={field.value}
              inputRef={field.ref}
              onChange={(event) => {
                field.onChange(event.target.value);
                if (formState.errors.password) clearErrors('password');
              }}
              error={formState.errors.password?.message}
            />
          )}
        />
        <Box sx={{ mt: 1 }}>
          <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {m.forgotPassword}
          </Link>
        </Box>
        <SubmitButton loading={isInFlight} sx={{ mt: 2 }}>
          {m.submit}
        </SubmitButton>
        <FormErrorList errors={generalErrors} />
      </Box>
      <Typography sx={{ mt: 3 }}>
        {m.noAccount}{' '}
        <Link href={paths.register({ redirectUri })} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {m.register}
        </Link>
      </Typography>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <DisabledAccountDialog open={disabledPrompt} onClose={closeDisabledPrompt} />
        </Suspense>
      ) : null}
    </>
  );
}
