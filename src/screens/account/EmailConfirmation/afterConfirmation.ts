import { afterConfirmationRedirectTo } from '../../../services/redirects';
import { localStore, storageKeys } from '../../../services/storage';

/**
 * Keeps the sign-up's return address as the after-login redirect, when it passes the redirect
 * checks (a same-origin path or an allowlisted URL); the login follows it after sign-in. Never
 * navigated to from here.
 */
export function keepRedirect(url: string | null | undefined): void {
  const checked = afterConfirmationRedirectTo(url ?? null);
  if (checked !== null) localStore.set(storageKeys.afterLoginRedirectsTo, checked);
}

/** The sign-up waiting for this confirmation is no longer waiting: `/unconfirmed-user` must not offer it again. */
export function forgetUnconfirmed(email: string): void {
  const stored = localStore.get(storageKeys.unconfirmedUserEmail);
  if (stored !== null && stored.trim().toLowerCase() === email.trim().toLowerCase()) {
    localStore.remove(storageKeys.unconfirmedUserEmail);
    localStore.remove(storageKeys.urlResendEmail);
  }
}
