import { forgetAddressData } from '../addressPrivacy';
import { localStore, sessionStore, storageKeys, type SafeStorage } from '../storage';
import { DRAFT_KEY_PREFIX } from './useFormDraft';

/** Something an account leaves in this browser: one key, or every key that starts with a prefix. */
type AccountTrace = { store: SafeStorage; key: string } | { store: SafeStorage; prefix: string };

/**
 * What a person's account leaves on this device that the next person at a shared computer must not
 * find: the stored e-mail and masked phone (recovery, the reset form), the after-login destination,
 * every signed-in form's draft (kept per account, but still theirs), and what the flows kept in this
 * tab (a recovery under way, an e-mail change's new address, a resend's wait, which names the address). To forget one more thing,
 * add one line here. The session itself (`jwt`, `user`, the unconfirmed-user data) is `clearSession`'s.
 */
const ACCOUNT_TRACES: readonly AccountTrace[] = [
  { store: localStore, key: storageKeys.email },
  { store: localStore, key: storageKeys.mobileNumber },
  { store: localStore, key: storageKeys.afterLoginRedirectsTo },
  { store: sessionStore, prefix: DRAFT_KEY_PREFIX },
  { store: sessionStore, key: storageKeys.passwordRecovery },
  { store: sessionStore, key: storageKeys.emailChangePending },
  { store: sessionStore, key: storageKeys.confirmationResendAt },
];

/**
 * Forgets the account on this device: called when a person signs out and when a password reset is
 * finished, never when a session merely expires (then the drafts and the after-login destination are
 * what bring the person back to where they were, spec §4). Never throws.
 */
export function forgetAccountOnThisDevice(): void {
  // What a link carried (a prefilled CPF or e-mail), kept for a reload of the page it opened.
  forgetAddressData();
  for (const trace of ACCOUNT_TRACES) {
    if ('key' in trace) trace.store.remove(trace.key);
    else for (const key of trace.store.keys()) if (key.startsWith(trace.prefix)) trace.store.remove(key);
  }
}
