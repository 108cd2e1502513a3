import { localStore, storageKeys } from '../../../services/storage';

/**
 * The stored resend URL (`url_resend_email`) after an unconfirmed sign-up's address changed from
 * `oldEmail` to `newEmail`: a URL that names the old address in its `email` parameter names the
 * new one; any other URL is kept as the server gave it. A relative URL stays relative.
 */
export function resendUrlForNewEmail(resendUrl: string | null, oldEmail: string, newEmail: string): string | null {
  if (resendUrl === null) return null;
  let url: URL;
  try {
    url = new URL(resendUrl, 'https://portal.invalid');
  } catch {
    return resendUrl;
  }
  const named = url.searchParams.get('email');
  if (named === null || named.trim().toLowerCase() !== oldEmail.trim().toLowerCase()) return resendUrl;
  url.searchParams.set('email', newEmail);
  return url.origin === 'https://portal.invalid' && resendUrl.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** After an unconfirmed sign-up's address changed: the stored address and resend URL name the new one. */
export function rememberNewUnconfirmedEmail(oldEmail: string, newEmail: string): void {
  localStore.set(storageKeys.unconfirmedUserEmail, newEmail);
  const resendUrl = resendUrlForNewEmail(localStore.get(storageKeys.urlResendEmail), oldEmail, newEmail);
  if (resendUrl !== null) localStore.set(storageKeys.urlResendEmail, resendUrl);
}
