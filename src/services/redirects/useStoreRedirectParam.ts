import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { clearSession, forgetAccountOnThisDevice } from '../session';
import { localStore, storageKeys } from '../storage';
import { asksForceLogout, readStoredRedirect, stripLoginParams } from './redirects';

/** Longer values are ignored: no real return address needs more, and storage is shared. */
const MAX_REDIRECT_LENGTH = 2048;

/** The `redirect_uri` of a query string (`?a=b&redirect_uri=…`), or null when absent, empty or too long. */
export function redirectParamOf(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect_uri');
  return value && value.length <= MAX_REDIRECT_LENGTH ? value : null;
}

/**
 * The `redirect_uri` a link between sign-in and sign-up carries on: the query's, else the stored
 * after-login redirect, without its sign-in parameters (`force_logout`, `target`); null when none.
 */
export function carriedRedirectUri(search: string): string | null {
  const carried = redirectParamOf(search) ?? readStoredRedirect();
  return carried === null ? null : stripLoginParams(carried);
}

/**
 * Stores the query's `redirect_uri` as `after_login_redirects_to` (it is checked where it is
 * followed, not here) and, when it carries `force_logout=1`, first ends the current session at once
 * and forgets the account on this device (`forgetAccountOnThisDevice`).
 * Returns what was stored, or null when the query had none (the stored value is then left alone).
 */
export function storeRedirectParam(search: string): string | null {
  const value = redirectParamOf(search);
  if (value === null) return null;
  if (asksForceLogout(value)) {
    // A sign-out the partner asks for: the account is forgotten before its new destination is stored.
    clearSession();
    forgetAccountOnThisDevice();
  }
  localStore.set(storageKeys.afterLoginRedirectsTo, value);
  return value;
}

/**
 * For screens a partner links to (`/login`, `/register`, `/oauth2/authorize`): keeps the
 * `?redirect_uri=` to follow after sign-in. Runs in an effect, before the effects of the
 * component that calls it, so they already see the stored value and the ended session.
 */
export function useStoreRedirectParam(): void {
  const { search } = useLocation();
  useEffect(() => {
    storeRedirectParam(search);
  }, [search]);
}
