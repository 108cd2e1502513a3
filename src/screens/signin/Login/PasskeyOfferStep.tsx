import { useState } from 'react';
import { PasskeyOffer } from '../../../components';
import { passkeyProblem } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { createPasskey, declinePasskeyOffer, deviceName, passkeyCreatedHere } from '../../../services/passkeys';
import type { PasskeyOfferStepOptionsMutation } from './__generated__/PasskeyOfferStepOptionsMutation.graphql';
import type { PasskeyOfferStepRegisterMutation } from './__generated__/PasskeyOfferStepRegisterMutation.graphql';

const optionsMutation = graphql`
  mutation PasskeyOfferStepOptionsMutation {
    passkeyRegistrationOptions {
      challengeId
      options
    }
  }
`;

const registerMutation = graphql`
  mutation PasskeyOfferStepRegisterMutation($challengeId: ID!, $response: WebAuthnJSON!, $deviceName: String) {
    registerPasskey(challengeId: $challengeId, response: $response, deviceName: $deviceName) {
      id
    }
  }
`;

/**
 * After a password sign-in, on this device for the first time (or after the pause a "not now"
 * asks for): the offer to create a passkey. Skipping, or going on after creating one, follows the
 * after-login destination (`onDone`), as the sign-in would have.
 */
export function PasskeyOfferStep({ onDone }: { onDone: () => void }) {
  const [commitOptions] = useMutation<PasskeyOfferStepOptionsMutation>(optionsMutation);
  const [commitRegister] = useMutation<PasskeyOfferStepRegisterMutation>(registerMutation);
  const [state, setState] = useState<'idle' | 'creating' | 'created'>('idle');
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setError(null);
    setState('creating');
    try {
      const { passkeyRegistrationOptions: started } = await commitAsync(commitOptions, {});
      const response = await createPasskey(started.options);
      await commitAsync(commitRegister, { challengeId: started.challengeId, response, deviceName: deviceName(navigator.userAgent) });
      passkeyCreatedHere();
      setState('created');
    } catch (cause) {
      setState('idle');
      setError(passkeyProblem(cause, 'create').message);
    }
  };

  const skip = () => {
    declinePasskeyOffer();
    onDone();
  };

  return <PasskeyOffer state={state} error={error} onCreate={() => void create()} onSkip={skip} onContinue={onDone} />;
}
