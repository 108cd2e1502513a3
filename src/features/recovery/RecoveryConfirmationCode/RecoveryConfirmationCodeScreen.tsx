import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { localStore, storageKeys } from '../../../services/storage';
import { ErrorSummary, FormField, SubmitButton, type ErrorSummaryItem } from '../../../components';
import { cleanCode } from '../code';
import { recoveryCommonMessages as common } from '../messages';
import { useRecoveryNavigate, type RecoveryNavigate } from '../navigation';
import { classifyRecoveryFailure } from '../recoveryFailure';
import { clearRecoveryState, readRecoveryState, storeAccountEmail, type RecoveryState } from '../recoveryState';
import { ResendControl } from '../ResendControl';
import { useResendRecovery } from '../useResendRecovery';
import { recoveryConfirmationCodeMessages as m } from './messages';
import type { RecoveryConfirmationCodeScreenVerifyMutation } from './__generated__/RecoveryConfirmationCodeScreenVerifyMutation.graphql';

const verifyMutation = graphql`
  mutation RecoveryConfirmationCodeScreenVerifyMutation($recoveryId: ID!, $code: String!) {
    verifyPasswordRecoveryCode(recoveryId: $recoveryId, code: $code) {
      token
      email
    }
  }
`;

const FIELD_ID = 'recovery-code';
const linkSx = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

export interface RecoveryConfirmationCodeScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

/** The recovery by CPF whose code was sent (by SMS, or by e-mail with a code); null otherwise. */
function readCodeDelivery(): RecoveryState | null {
  const state = readRecoveryState();
  return state?.recoveryId && state.delivery && state.delivery.codeLength > 0 ? state : null;
}

/**
 * `/recovery/confirmation-code`: the code sent by SMS (or e-mail), typed or pasted whole; the
 * right one gives a one-time token and opens `/password/reset/:token` with the account's real
 * e-mail stored for that form. Wrong, expired and locked-out codes each say what to do next; a
 * resend with a wait gets a new code. Without a recovery in this tab, back to `/recovery`.
 */
export function RecoveryConfirmationCodeScreen({ onNavigate }: RecoveryConfirmationCodeScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const [state, setState] = useState(readCodeDelivery);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [summaryTitle, setSummaryTitle] = useState<string | undefined>(undefined);
  const [locked, setLocked] = useState(false);
  const [commit, inFlight] = useMutation<RecoveryConfirmationCodeScreenVerifyMutation>(verifyMutation);
  const submitting = useRef(false);
  const { resend, sending, outcome } = useResendRecovery(state, (next) => {
    setState(next);
    // A new code: the old one, and what was said about it, no longer apply.
    setLocked(false);
    setCode('');
    setFieldError(null);
    setSummary([]);
  });

  useEffect(() => {
    if (state === null) go(paths.recovery(), 'restart');
    // Only when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const title = (
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      {m.title}
    </Typography>
  );
  if (state?.recoveryId == null || state.delivery === null) {
    return (
      <>
        {title}
        <Typography role="status">{m.redirecting}</Typography>
        <Link href={paths.recovery()} sx={linkSx}>
          {common.startAgain}
        </Link>
      </>
    );
  }
  const { recoveryId, delivery } = state;
  const length = delivery.codeLength;

  const show = (message: string, title?: string) => {
    setFieldError(message);
    setSummaryTitle(title);
    setSummary([{ fieldId: FIELD_ID, message }]);
  };

  const fail = (error: unknown) => {
    submitting.current = false;
    const failure = classifyRecoveryFailure(error);
    switch (failure.kind) {
      case 'invalidCode':
        return show(m.invalidCode(failure.attemptsLeft), m.errorTitle);
      case 'codeExpired':
        return show(m.codeExpired, m.errorTitle);
      case 'rateLimited':
        setLocked(true);
        return show(m.locked, m.errorTitle);
      case 'other':
        return show(failure.messages.join(' '), m.errorTitle);
      case 'notFound':
        return show(common.unexpected, m.errorTitle);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || inFlight) return;
    if (locked) return show(m.locked, m.errorTitle);
    if (code === '') return show(m.codeRequired);
    if (code.length !== length) return show(m.codeIncomplete(length));
    setFieldError(null);
    setSummary([]);
    submitting.current = true;
    commit({
      variables: { recoveryId, code },
      onCompleted: (response, errors) => {
        if (errors?.length) return fail({ errors });
        const { token, email } = response.verifyPasswordRecoveryCode;
        if (typeof token !== 'string' || token === '' || !storeAccountEmail(email)) return fail(new Error('unexpected shape'));
        submitting.current = false;
        clearRecoveryState();
        localStore.remove(storageKeys.mobileNumber);
        go(paths.passwordReset(token));
      },
      onError: fail,
    });
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(cleanCode(event.target.value, length));
    if (fieldError) setFieldError(null);
  };

  return (
    <>
      {title}
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {delivery.channel === 'SMS' ? m.sentBySms(length, delivery.maskedDestination) : m.sentByEmail(length, delivery.maskedDestination)}
      </Typography>
      <ErrorSummary errors={summary} title={summaryTitle} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={m.title}>
        <FormField
          id={FIELD_ID}
          name="code"
          label={m.codeLabel}
          hint={m.codeHint(length)}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          htmlInputProps={{ spellCheck: false, autoCorrect: 'off', autoCapitalize: 'none' }}
          value={code}
          onChange={change}
          error={fieldError ?? undefined}
        />
        <SubmitButton loading={inFlight} sx={{ mt: 2 }}>
          {m.submit}
        </SubmitButton>
      </Box>
      <ResendControl key={delivery.resendAt} resendAt={delivery.resendAt} onResend={resend} sending={sending} label={m.resend} />
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {outcome?.kind === 'sent' ? <Alert severity="success">{`${m.resent(outcome.maskedDestination)} ${common.waitAnnounced(outcome.waitSeconds)}`}</Alert> : null}
        {outcome?.kind === 'failed' ? <Alert severity="error">{outcome.message}</Alert> : null}
      </Box>
      <Box component="nav" aria-label={m.otherWays} sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Link href={paths.recovery()} sx={linkSx}>
          {common.startAgain}
        </Link>
        <Link href={paths.login()} sx={linkSx}>
          {common.backToLogin}
        </Link>
      </Box>
    </>
  );
}
