import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { PasskeyButton } from '../../../components';
import { passkeyProblem } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { autofillUsable, cancelPasskeyRequest, CeremonyError, getPasskey } from '../../../services/passkeys';
import { passkeySignInMessages as m } from './messages';
import type { PasskeySignInLoginMutation, PasskeySignInLoginMutation$data } from './__generated__/PasskeySignInLoginMutation.graphql';
import type { PasskeySignInOptionsMutation } from './__generated__/PasskeySignInOptionsMutation.graphql';

const optionsMutation = graphql`
  mutation PasskeySignInOptionsMutation {
    passkeySignInOptions {
      challengeId
      options
    }
  }
`;

const loginMutation = graphql`
  mutation PasskeySignInLoginMutation($challengeId: ID!, $response: WebAuthnJSON!) {
    loginWithPasskey(challengeId: $challengeId, response: $response) {
      token
      user {
        name
      }
    }
  }
`;

export interface PasskeySignInProps {
  /** The session `loginWithPasskey` answered: the screen starts it and follows the after-login destination, as for `login`. */
  onSignedIn: (login: PasskeySignInLoginMutation$data['loginWithPasskey']) => void;
  /** The id of the field marked `passkeyAutofill`: after a failed autofill, its next focus offers the passkeys again. */
  fieldId: string;
}

/**
 * The sign-in's passkey parts: the identifier field's autofill listens for a passkey as the page
 * opens (WebAuthn conditional UI; the screen marks the field `passkeyAutofill`), and "Entrar com
 * chave de acesso" asks the device at once. A failure is said under the button; the password form
 * above stays as it was, so the person can go on with it.
 */
export function PasskeySignIn({ onSignedIn, fieldId }: PasskeySignInProps) {
  const [commitOptions] = useMutation<PasskeySignInOptionsMutation>(optionsMutation);
  const [commitLogin] = useMutation<PasskeySignInLoginMutation>(loginMutation);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = useRef(true);
  const waiting = useRef(false);

  const signIn = async (autofill: boolean) => {
    const { passkeySignInOptions: started } = await commitAsync(commitOptions, {});
    const response = await getPasskey(started.options, autofill);
    setBusy(true);
    const { loginWithPasskey } = await commitAsync(commitLogin, { challengeId: started.challengeId, response });
    onSignedIn(loginWithPasskey);
  };

  const listen = () => {
    void autofillUsable().then((usable) => {
      if (usable && active.current) signIn(true).catch((cause: unknown) => fail(cause, true));
    });
  };

  // The autofill listens again on the field's next focus, not at once: a device that refuses the
  // request without asking anyone (no passkey for this site) would otherwise be asked in a loop.
  const listenOnFocus = () => {
    if (waiting.current) return;
    waiting.current = true;
    document.getElementById(fieldId)?.addEventListener('focus', () => {
      waiting.current = false;
      listen();
    }, { once: true });
  };

  // Pressing the button ends the autofill's request (one WebAuthn request at a time): that end is no failure.
  // The autofill's own refusals by the device (cancelled, out of time) are the person's doing and say
  // nothing; the server's answers (a removed passkey) are said.
  function fail(cause: unknown, autofill: boolean) {
    const problem = passkeyProblem(cause, 'signIn');
    if (problem.message === null || !active.current) return;
    listenOnFocus();
    if (autofill && cause instanceof CeremonyError) return;
    setBusy(false);
    setError(problem.message);
  }

  useEffect(() => {
    active.current = true;
    listen();
    return () => {
      active.current = false;
      void cancelPasskeyRequest();
    };
    // Once, as the sign-in opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const press = () => {
    setError(null);
    setBusy(true);
    signIn(false).catch((cause: unknown) => fail(cause, false));
  };

  return (
    <>
      <Typography sx={{ my: 2, textAlign: 'center' }}>{m.or}</Typography>
      <PasskeyButton onClick={press} busy={busy} />
      <Typography role="alert" color="error" sx={{ mt: error ? 1 : 0 }}>
        {error ?? ''}
      </Typography>
    </>
  );
}
