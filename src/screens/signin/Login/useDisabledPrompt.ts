import { useMemo, useState } from 'react';
import { localStore, storageKeys } from '../../../services/storage';

/** The value `disabled_user_prompt` holds while the blocked-account dialog is due. */
const DISABLED_PROMPT = 'disabled';

/**
 * The blocked-account dialog (spec: `disabled_user_prompt`): due after a sign-in refused for a blocked
 * account, and still due when the page is opened again, until the person closes it. Read from storage
 * once `hydrated` (the first render of a pre-rendered page shows no dialog).
 */
export function useDisabledPrompt(hydrated: boolean) {
  const stored = useMemo(() => hydrated && localStore.get(storageKeys.disabledUserPrompt) === DISABLED_PROMPT, [hydrated]);
  const [answer, setAnswer] = useState<boolean | null>(null);
  // Once shown, the dialog stays mounted so that closing it plays its exit transition.
  const [shown, setShown] = useState(false);
  return {
    open: answer ?? stored,
    mounted: shown || stored,
    show: () => {
      localStore.set(storageKeys.disabledUserPrompt, DISABLED_PROMPT);
      setShown(true);
      setAnswer(true);
    },
    close: () => {
      localStore.remove(storageKeys.disabledUserPrompt);
      setAnswer(false);
    },
  };
}
