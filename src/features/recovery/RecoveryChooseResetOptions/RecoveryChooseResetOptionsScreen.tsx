import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useMutation } from '../../../relay';
import { paths } from '../../../services/paths';
import { ErrorSummary, SubmitButton, type ErrorSummaryItem } from '../../../components';
import { recoveryCommonMessages as common } from '../messages';
import { useRecoveryNavigate, type RecoveryNavigate } from '../navigation';
import { classifyRecoveryFailure } from '../recoveryFailure';
import { parseDelivery, readRecoveryState, rememberDelivery, type RecoveryChannel, type RecoveryOption, type RecoveryState } from '../recoveryState';
import { recoveryChooseResetOptionsMessages as m } from './messages';
import type { RecoveryChooseResetOptionsScreenSendMutation } from './__generated__/RecoveryChooseResetOptionsScreenSendMutation.graphql';

const sendMutation = graphql`
  mutation RecoveryChooseResetOptionsScreenSendMutation($recoveryId: ID!, $channel: RecoveryChannel!) {
    sendPasswordRecovery(recoveryId: $recoveryId, channel: $channel) {
      channel
      maskedDestination
      resendAvailableInSeconds
      codeLength
    }
  }
`;

export interface RecoveryChooseResetOptionsScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

const optionId = (channel: RecoveryChannel) => `recovery-option-${channel.toLowerCase()}`;

function optionLabel(option: RecoveryOption) {
  const [label, hint] =
    option.channel === 'EMAIL' ? [m.emailOption(option.maskedDestination), m.emailOptionHint] : [m.smsOption(option.maskedDestination), m.smsOptionHint];
  return (
    <Box sx={{ py: 1 }}>
      <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {hint}
      </Typography>
    </Box>
  );
}

/**
 * `/recovery/choose-reset-options`: the masked contact options of the recovery by CPF started on
 * the previous screen; the choice is sent (`sendPasswordRecovery`) and the person goes on to
 * `/recovery/sent` (e-mail) or `/recovery/confirmation-code` (SMS). Without a usable recovery in
 * this tab, back to `/recovery` with a notice.
 */
export function RecoveryChooseResetOptionsScreen({ onNavigate }: RecoveryChooseResetOptionsScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const [state] = useState<RecoveryState | null>(() => {
    const stored = readRecoveryState();
    return stored?.recoveryId && stored.options.length > 0 ? stored : null;
  });
  const [channel, setChannel] = useState<RecoveryChannel | ''>(() => state?.options[0]?.channel ?? '');
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [expired, setExpired] = useState(false);
  const [commit, inFlight] = useMutation<RecoveryChooseResetOptionsScreenSendMutation>(sendMutation);
  const submitting = useRef(false);

  useEffect(() => {
    if (state === null) go(paths.recovery(), 'restart');
    // Only when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === null || state.recoveryId === null) {
    return (
      <>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {m.title}
        </Typography>
        <Typography role="status">{m.redirecting}</Typography>
        <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {common.startAgain}
        </Link>
      </>
    );
  }
  const { recoveryId } = state;

  const fail = (error: unknown) => {
    submitting.current = false;
    const failure = classifyRecoveryFailure(error);
    setExpired(failure.kind === 'codeExpired');
    const message =
      failure.kind === 'rateLimited'
        ? failure.message
        : failure.kind === 'codeExpired'
          ? common.recoveryExpired
          : failure.kind === 'other'
            ? failure.messages.join(' ')
            : common.unexpected;
    setSummary([{ fieldId: optionId(channel || 'EMAIL'), message }]);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || inFlight || channel === '') return;
    setSummary([]);
    setExpired(false);
    submitting.current = true;
    commit({
      variables: { recoveryId, channel },
      onCompleted: (response, errors) => {
        if (errors?.length) return fail({ errors });
        const answer = response.sendPasswordRecovery;
        const delivery = parseDelivery(answer, Date.now() + Math.max(0, answer.resendAvailableInSeconds) * 1000);
        if (!delivery) return fail(new Error('unexpected shape'));
        submitting.current = false;
        rememberDelivery(state, delivery);
        go(delivery.channel === 'SMS' ? paths.recoveryConfirmationCode() : paths.recoverySent());
      },
      onError: fail,
    });
  };

  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{m.intro}</Typography>
      <ErrorSummary errors={summary} title={m.errorTitle} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={m.title}>
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary' }}>
            {m.legend}
          </FormLabel>
          <RadioGroup name="channel" value={channel} onChange={(event) => setChannel(event.target.value as RecoveryChannel)}>
            {state.options.map((option) => (
              <FormControlLabel
                key={option.channel}
                value={option.channel}
                control={<Radio slotProps={{ input: { id: optionId(option.channel) } }} />}
                label={optionLabel(option)}
                disabled={inFlight}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <SubmitButton loading={inFlight} sx={{ mt: 2 }}>
          {m.submit}
        </SubmitButton>
      </Box>
      <Box component="nav" aria-label={m.otherWays} sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        {expired ? (
          <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {common.startAgain}
          </Link>
        ) : null}
        <Link href={paths.login()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {common.backToLogin}
        </Link>
      </Box>
    </>
  );
}
