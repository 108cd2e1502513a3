import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { localStore, storageKeys } from '../../../services/storage';
import { ErrorSummary, FormField, SubmitButton, isValidCpf, isValidEmail, onlyDigits, type ErrorSummaryItem } from '../../../components';
import { caretAfterDigits, displayIdentifier, identifierProblem, identifierVariable, looksLikeCpf } from '../../../components/validation/identifier';
import { recoveryCommonMessages as common, recoveryMessages as m } from '../messages';
import { useRecoveryNavigate, useRecoveryNotice, type RecoveryNavigate } from '../navigation';
import { classifyRecoveryFailure } from '../recoveryFailure';
import { parseDelivery, parseOptions, storeAccountEmail, writeRecoveryState } from '../recoveryState';
import type { RecoveryScreenRequestMutation } from './__generated__/RecoveryScreenRequestMutation.graphql';
import type { RecoveryScreenStartByCpfMutation } from './__generated__/RecoveryScreenStartByCpfMutation.graphql';

const requestMutation = graphql`
  mutation RecoveryScreenRequestMutation($email: String!) {
    requestPasswordRecovery(email: $email) {
      channel
      maskedDestination
      resendAvailableInSeconds
      codeLength
    }
  }
`;

const startByCpfMutation = graphql`
  mutation RecoveryScreenStartByCpfMutation($identity: String!) {
    startPasswordRecoveryByCpf(identity: $identity) {
      recoveryId
      options {
        channel
        maskedDestination
      }
    }
  }
`;

const FIELD_ID = 'recovery-identifier';

export interface RecoveryScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

/** What keeps `text` from being sent, if anything. */
function problemOf(text: string): string | null {
  const problem = identifierProblem(text);
  if (problem === 'required') return m.identifierRequired;
  if (problem === 'cpfIncomplete') return m.cpfIncomplete;
  if (looksLikeCpf(text)) return isValidCpf(onlyDigits(text)) ? null : common.cpfInvalid;
  return isValidEmail(text.trim()) ? null : m.emailInvalid;
}

/**
 * `/recovery`: the start of a password recovery, by e-mail or CPF in one field (a CPF gets its
 * mask as typed). By e-mail a link is requested and the answer is the same for any address; by
 * CPF the account's masked contact options are fetched for the next step.
 */
export function RecoveryScreen({ onNavigate }: RecoveryScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const notice = useRecoveryNotice();
  const [identifier, setIdentifier] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [summaryTitle, setSummaryTitle] = useState<string | undefined>(undefined);
  const [notFound, setNotFound] = useState(false);
  const [commitRequest, requesting] = useMutation<RecoveryScreenRequestMutation>(requestMutation);
  const [commitStart, starting] = useMutation<RecoveryScreenStartByCpfMutation>(startByCpfMutation);
  const inFlight = requesting || starting;
  const submitting = useRef(false);
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !input.current) return;
    input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const show = (messages: string[], title?: string) => {
    const message = messages.join(' ');
    setFieldError(message);
    setSummaryTitle(title);
    setSummary([{ fieldId: FIELD_ID, message }]);
  };

  const fail = (error: unknown) => {
    submitting.current = false;
    const failure = classifyRecoveryFailure(error);
    if (failure.kind === 'notFound') setNotFound(true);
    if (failure.kind === 'rateLimited') return show([failure.message], m.errorTitle);
    if (failure.kind === 'notFound') return show([common.notFound], m.errorTitle);
    if (failure.kind === 'other') return show(failure.messages, m.errorTitle);
    return show([common.unexpected], m.errorTitle);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || inFlight) return;
    setNotFound(false);
    const problem = problemOf(identifier);
    if (problem) return show([problem]);
    setFieldError(null);
    setSummary([]);
    submitting.current = true;
    const value = identifierVariable(identifier);
    if (looksLikeCpf(identifier)) {
      commitStart({
        variables: { identity: value },
        onCompleted: (response, errors) => {
          if (errors?.length) return fail({ errors });
          const options = parseOptions(response.startPasswordRecoveryByCpf.options);
          const recoveryId = response.startPasswordRecoveryByCpf.recoveryId;
          if (!options || !recoveryId) return fail(new Error('unexpected shape'));
          submitting.current = false;
          // The e-mail of an earlier visit may be another account's: the reset link names its own.
          localStore.remove(storageKeys.email);
          writeRecoveryState({ recoveryId, address: null, options, delivery: null });
          go(paths.recoveryChooseResetOptions());
        },
        onError: fail,
      });
      return;
    }
    commitRequest({
      variables: { email: value },
      onCompleted: (response, errors) => {
        if (errors?.length) return fail({ errors });
        const answer = response.requestPasswordRecovery;
        const delivery = parseDelivery(answer, Date.now() + Math.max(0, answer.resendAvailableInSeconds) * 1000);
        if (!delivery) return fail(new Error('unexpected shape'));
        submitting.current = false;
        // The address the person typed: the reset form sends it with the link's token.
        storeAccountEmail(value);
        writeRecoveryState({ recoveryId: null, address: value, options: [], delivery });
        go(paths.recoverySent());
      },
      onError: fail,
    });
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const shown = displayIdentifier(raw);
    if (shown !== raw && looksLikeCpf(raw)) {
      const caret = event.target.selectionStart ?? raw.length;
      pendingCaret.current = caretAfterDigits(shown, onlyDigits(raw.slice(0, caret)).length);
    }
    setIdentifier(shown);
    if (fieldError) setFieldError(null);
  };

  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      {notice ? (
        <Alert severity="info" sx={{ my: 2 }}>
          {m.restartNotice}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <ErrorSummary errors={summary} title={summaryTitle} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={m.title}>
        <FormField
          id={FIELD_ID}
          name="identifier"
          label={m.identifierLabel}
          hint={m.identifierHint}
          type="text"
          inputMode="email"
          autoComplete="username"
          required
          htmlInputProps={{ spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off', maxLength: 254 }}
          value={identifier}
          inputRef={input}
          onChange={change}
          error={fieldError ?? undefined}
        />
        <SubmitButton loading={inFlight} sx={{ mt: 2 }}>
          {m.submit}
        </SubmitButton>
      </Box>
      <Box component="nav" aria-label={m.otherWays} sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        {notFound ? (
          <Link href={paths.register()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {common.register}
          </Link>
        ) : null}
        <Link href={paths.recoveryProfile()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {m.byCpf}
        </Link>
        <Link href={paths.login()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {m.backToLogin}
        </Link>
      </Box>
    </>
  );
}
