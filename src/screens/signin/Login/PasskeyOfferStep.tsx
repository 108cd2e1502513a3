import { useState } from 'react';
import { PasskeyOffer } from '../../../components';
import { usePasskeyCreation } from '../../../forms';
import { declinePasskeyOffer } from '../../../services/passkeys';

/**
 * After a password sign-in, on this device for the first time (or after the pause a "not now"
 * asks for): the offer to create a passkey. Skipping, or going on after creating one, follows the
 * after-login destination (`onDone`), as the sign-in would have.
 */
export function PasskeyOfferStep({ onDone }: { onDone: () => void }) {
  const { create, creating, error } = usePasskeyCreation();
  const [created, setCreated] = useState(false);

  const skip = () => {
    declinePasskeyOffer();
    onDone();
  };

  return (
    <PasskeyOffer
      state={created ? 'created' : creating ? 'creating' : 'idle'}
      error={error}
      onCreate={() => void create().then((passkey) => setCreated(passkey !== null))}
      onSkip={skip}
      onContinue={onDone}
    />
  );
}
