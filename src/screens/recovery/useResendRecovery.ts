import { useRef, useState } from 'react';
import { useMutation } from '../../relay';
import { recoveryCommonMessages as m } from './messages';
import { classifyRecoveryFailure, recoveryFailureMessage } from './recoveryFailure';
import { parseDelivery, rememberDelivery, writeRecoveryState, type RecoveryState } from './recoveryState';
import { requestByEmailMutation, sendByIdMutation } from './recoveryMutations';
import type { recoveryMutationsRequestByEmailMutation } from './__generated__/recoveryMutationsRequestByEmailMutation.graphql';
import type { recoveryMutationsSendByIdMutation } from './__generated__/recoveryMutationsSendByIdMutation.graphql';

/** How the last resend went. */
export type ResendOutcome = { kind: 'sent'; maskedDestination: string; waitSeconds: number } | { kind: 'failed'; message: string; expired: boolean } | null;

/**
 * Sends the recovery message again through the same channel: by e-mail to the address typed
 * (`requestPasswordRecovery`), by CPF through the recovery (`sendPasswordRecovery`). A rate limit
 * moves the wait to what the server asked. The new state is stored and handed to `onState`.
 */
export function useResendRecovery(state: RecoveryState | null, onState: (state: RecoveryState) => void) {
  const [commitByEmail, sendingByEmail] = useMutation<recoveryMutationsRequestByEmailMutation>(requestByEmailMutation);
  const [commitById, sendingById] = useMutation<recoveryMutationsSendByIdMutation>(sendByIdMutation);
  const [outcome, setOutcome] = useState<ResendOutcome>(null);
  const sending = useRef(false);

  const resend = () => {
    const delivery = state?.delivery;
    if (!state || !delivery || sending.current) return;
    sending.current = true;
    setOutcome(null);
    const done = (answer: unknown, seconds: number) => {
      sending.current = false;
      const next = parseDelivery(answer, Date.now() + Math.max(0, seconds) * 1000);
      if (!next) return fail(new Error('unexpected shape'));
      onState(rememberDelivery(state, next));
      setOutcome({ kind: 'sent', maskedDestination: next.maskedDestination, waitSeconds: Math.max(0, seconds) });
    };
    const fail = (error: unknown) => {
      sending.current = false;
      const failure = classifyRecoveryFailure(error);
      if (failure.kind === 'rateLimited') {
        const wait = failure.retryAfterSeconds;
        if (wait !== null) {
          const next = { ...state, delivery: { ...delivery, resendAt: Date.now() + wait * 1000 } };
          writeRecoveryState(next);
          onState(next);
        }
        return setOutcome({ kind: 'failed', message: failure.message, expired: false });
      }
      setOutcome({ kind: 'failed', message: recoveryFailureMessage(failure, { codeExpired: m.recoveryExpired }), expired: failure.kind === 'codeExpired' });
    };
    if (state.recoveryId === null) {
      if (state.address === null) return fail(new Error('no address'));
      commitByEmail({
        variables: { email: state.address },
        onCompleted: (response, errors) => (errors?.length ? fail({ errors }) : done(response.requestPasswordRecovery, response.requestPasswordRecovery.resendAvailableInSeconds)),
        onError: fail,
      });
      return;
    }
    commitById({
      variables: { recoveryId: state.recoveryId, channel: delivery.channel },
      onCompleted: (response, errors) => (errors?.length ? fail({ errors }) : done(response.sendPasswordRecovery, response.sendPasswordRecovery.resendAvailableInSeconds)),
      onError: fail,
    });
  };

  return { resend, sending: sendingByEmail || sendingById, outcome };
}
