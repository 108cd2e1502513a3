import { useRef, useState } from 'react';
import { paths } from '../../../services/paths';
import { takeAfterLoginDestination } from '../../../services/redirects';

/** Where a signed-in person was sent from `/login`: nowhere yet, `/login` itself, or elsewhere. */
export type AfterSignIn = 'none' | 'here' | 'elsewhere';

/**
 * Sends a signed-in person to the after-login destination (spec §4: the stored redirect, or `/login`
 * itself when none is stored), taken once per screen: effects that run twice (StrictMode) must not
 * find it gone. `follow(true)` after a sign-in always navigates, so the address becomes the
 * destination and focus goes to its heading; `follow(false)`, on arriving signed in, stays put when
 * `/login` is the destination. `where` tells the screen what to show on the way.
 */
export function useAfterSignIn(go: (path: string) => void): { follow: (signedInNow: boolean) => void; where: AfterSignIn } {
  const destination = useRef<string | null>(null);
  const [where, setWhere] = useState<AfterSignIn>('none');
  const follow = (signedInNow: boolean) => {
    const to = (destination.current ??= takeAfterLoginDestination());
    const here = to === paths.login();
    setWhere(here ? 'here' : 'elsewhere');
    if (signedInNow || !here) go(to);
  };
  return { follow, where };
}
