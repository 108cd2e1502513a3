import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { localStore, storageKeys } from '../../../services/storage';
import { CpfField, ErrorSummary, SubmitButton, isValidCpf, type ErrorSummaryItem } from '../../../components';
import { recoveryCommonMessages as common } from '../messages';
import { useRecoveryNavigate, type RecoveryNavigate } from '../navigation';
import { classifyRecoveryFailure } from '../recoveryFailure';
import { parseOptions, writeRecoveryState } from '../recoveryState';
import { recoveryProfileMessages as m } from './messages';
import type { RecoveryProfileScreenStartMutation } from './__generated__/RecoveryProfileScreenStartMutation.graphql';

const startMutation = graphql`
  mutation RecoveryProfileScreenStartMutation($identity: String!) {
    startPasswordRecoveryByCpf(identity: $identity) {
      recoveryId
      options {
        channel
        maskedDestination
      }
    }
  }
`;

const FIELD_ID = 'recovery-cpf';

export interface RecoveryProfileScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

function problemOf(cpf: string): string | null {
  if (cpf === '') return m.cpfRequired;
  if (cpf.length !== 11) return m.cpfIncomplete;
  return isValidCpf(cpf) ? null : common.cpfInvalid;
}

/**
 * `/recovery/profile`: a recovery by CPF. The account's masked contact options are fetched and
 * kept for `/recovery/choose-reset-options`; an unknown CPF gets a way out (e-mail, sign-up).
 */
export function RecoveryProfileScreen({ onNavigate }: RecoveryProfileScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const [cpf, setCpf] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [summaryTitle, setSummaryTitle] = useState<string | undefined>(undefined);
  const [notFound, setNotFound] = useState(false);
  const [commit, inFlight] = useMutation<RecoveryProfileScreenStartMutation>(startMutation);
  const submitting = useRef(false);

  const show = (message: string, title?: string) => {
    setFieldError(message);
    setSummaryTitle(title);
    setSummary([{ fieldId: FIELD_ID, message }]);
  };

  const fail = (error: unknown) => {
    submitting.current = false;
    const failure = classifyRecoveryFailure(error);
    setNotFound(failure.kind === 'notFound');
    if (failure.kind === 'rateLimited') return show(failure.message, m.errorTitle);
    if (failure.kind === 'notFound') return show(common.notFound, m.errorTitle);
    if (failure.kind === 'other') return show(failure.messages.join(' '), m.errorTitle);
    return show(common.unexpected, m.errorTitle);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || inFlight) return;
    setNotFound(false);
    const problem = problemOf(cpf);
    if (problem) return show(problem);
    setFieldError(null);
    setSummary([]);
    submitting.current = true;
    commit({
      variables: { identity: cpf },
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
  };

  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <ErrorSummary errors={summary} title={summaryTitle} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={m.title}>
        <CpfField
          id={FIELD_ID}
          name="identity"
          label={m.cpfLabel}
          hint={m.cpfHint}
          required
          value={cpf}
          onChange={(value) => {
            setCpf(value);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError ?? undefined}
        />
        <SubmitButton loading={inFlight} sx={{ mt: 2 }}>
          {m.submit}
        </SubmitButton>
      </Box>
      <Box component="nav" aria-label={m.otherWays} sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {common.tryEmail}
        </Link>
        {notFound ? (
          <Link href={paths.register()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {common.register}
          </Link>
        ) : null}
        <Link href={paths.login()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {common.backToLogin}
        </Link>
      </Box>
    </>
  );
}
