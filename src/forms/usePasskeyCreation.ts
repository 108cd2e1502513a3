import { useState } from 'react';
import { commitAsync, graphql, useMutation } from '../relay';
import { createPasskey, deviceName, passkeyCreatedHere } from '../services/passkeys';
import type { usePasskeyCreationOptionsMutation } from './__generated__/usePasskeyCreationOptionsMutation.graphql';
import type { usePasskeyCreationRegisterMutation, usePasskeyCreationRegisterMutation$data } from './__generated__/usePasskeyCreationRegisterMutation.graphql';
import { passkeyProblem } from './passkeyFailure';

const optionsMutation = graphql`
  mutation usePasskeyCreationOptionsMutation {
    passkeyRegistrationOptions {
      challengeId
      options
    }
  }
`;

const registerMutation = graphql`
  mutation usePasskeyCreationRegisterMutation($challengeId: ID!, $response: WebAuthnJSON!, $deviceName: String) {
    registerPasskey(challengeId: $challengeId, response: $response, deviceName: $deviceName) {
      id
      deviceName
      createdAt
      lastUsedAt
    }
  }
`;

export type CreatedPasskey = usePasskeyCreationRegisterMutation$data['registerPasskey'];

/**
 * Creates a passkey for the signed-in account on this device (the offer after a sign-in, the
 * profile's list): the server's options, the device's prompt, the registration under the device's
 * name. `create` resolves with the new passkey, or null after a failure, whose words are in `error`.
 */
export function usePasskeyCreation() {
  const [commitOptions] = useMutation<usePasskeyCreationOptionsMutation>(optionsMutation);
  const [commitRegister] = useMutation<usePasskeyCreationRegisterMutation>(registerMutation);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async (): Promise<CreatedPasskey | null> => {
    setError(null);
    setCreating(true);
    try {
      const { passkeyRegistrationOptions: started } = await commitAsync(commitOptions, {});
      const response = await createPasskey(started.options);
      const { registerPasskey } = await commitAsync(commitRegister, { challengeId: started.challengeId, response, deviceName: deviceName(navigator.userAgent) });
      passkeyCreatedHere();
      return registerPasskey;
    } catch (cause) {
      setError(passkeyProblem(cause, 'create').message);
      return null;
    } finally {
      setCreating(false);
    }
  };

  return { create, creating, error };
}
