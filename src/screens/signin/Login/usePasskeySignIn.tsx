import { lazy, Suspense, useRef, useState } from 'react';
import type { ValidatedForm } from '../../../forms';
import { passkeysUsable, shouldOfferPasskey } from '../../../services/passkeys';
import { startSession } from '../../../services/session';
import { sessionProblemMessage } from './loginError';
import type { LoginValues } from './loginForm';

// Loaded after the form shows (the button) or after a sign-in (the offer): /login's first load
// carries neither, nor their mutations; the WebAuthn client itself loads when first called.
const PasskeySignIn = lazy(() => import('./PasskeySignIn').then((module) => ({ default: module.PasskeySignIn })));
const PasskeyOfferStep = lazy(() => import('./PasskeyOfferStep').then((module) => ({ default: module.PasskeyOfferStep })));

/** The session `login` or `loginWithPasskey` answered. */
export interface SignedInAs {
  token: string;
  user: { name: string };
}

/**
 * The sign-in's session start and its passkey parts. `signedInWith` starts the session a sign-in
 * answered and follows the after-login destination, or first shows the passkey offer (after a
 * password sign-in, `password`, when this device should be asked). `offering` is a ref: the screen's
 * session effect, which would follow the destination, runs before the offer's state is read.
 * `autofill` and `signIn` (the passkey button) only where passkeys are usable (`withPasskeys`, by
 * default `passkeysUsable()`), once hydrated.
 */
export function usePasskeySignIn(form: ValidatedForm<LoginValues>, follow: (signedInNow: boolean) => void, hydrated: boolean, withPasskeys?: boolean) {
  const [usable] = useState(() => withPasskeys ?? passkeysUsable());
  const offering = useRef(false);
  const [offer, setOffer] = useState(false);
  const signedInWith = (login: SignedInAs, password: boolean) => {
    offering.current = password && shouldOfferPasskey(usable);
    const session = startSession(login.token, login.user);
    offering.current &&= session.started;
    if (!session.started) return form.showErrors({ generalErrors: [sessionProblemMessage(session.problem)] });
    if (offering.current) return setOffer(true);
    follow(true);
  };
  // The offer gives way to the screen once answered: the destination, or "signed in" when /login is it.
  const offerDone = () => {
    offering.current = false;
    setOffer(false);
    follow(true);
  };
  const autofill = hydrated && usable;
  return {
    offering,
    signedInWith,
    autofill,
    offerStep: offer ? (
      <Suspense fallback={null}>
        <PasskeyOfferStep onDone={offerDone} />
      </Suspense>
    ) : null,
    signIn: autofill ? (
      <Suspense fallback={null}>
        <PasskeySignIn fieldId="identifier" onSignedIn={(login) => signedInWith(login, false)} />
      </Suspense>
    ) : null,
  };
}
