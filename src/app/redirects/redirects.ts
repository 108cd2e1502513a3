import { config } from '../config';
import { paths } from '../paths';
import { localStore, storageKeys } from '../storage';
import { allowedExternalUrl, parseAbsoluteHttpUrl, safeInternalPath, unquoteStored } from './urls';

/** Query parameters that steer the sign-in itself and must not survive into the confirmation link. */
const LOGIN_ONLY_PARAMS = ['force_logout', 'target'];
const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/** The stored `after_login_redirects_to`, or null. */
export function readStoredRedirect(): string | null {
  return unquoteStored(localStore.get(storageKeys.afterLoginRedirectsTo));
}

/**
 * Where to go after signing in (spec §4), given the stored redirect: none → `/login`; an
 * absolute http(s) URL → `/redirect` (which checks the allowlist); a same-origin path → that
 * path; anything else (`//host`, `/\host`, `javascript:`…) → the home page.
 */
export function afterLoginDestination(stored: unknown): string {
  const value = unquoteStored(stored);
  if (value === null) return paths.login();
  if (parseAbsoluteHttpUrl(value)) return paths.redirect();
  return safeInternalPath(value) ?? paths.home();
}

function withoutLoginParams(url: URL): URL {
  if (LOGIN_ONLY_PARAMS.some((name) => url.searchParams.has(name))) {
    for (const name of LOGIN_ONLY_PARAMS) url.searchParams.delete(name);
  }
  return url;
}

/**
 * The stored redirect without `force_logout` and `target`, to send as `afterConfirmationRedirectTo`.
 * Only a same-origin path or an allowlisted URL passes; anything else gives null (send nothing).
 */
export function afterConfirmationRedirectTo(
  stored: unknown,
  allowedOrigins: readonly string[] = config.allowedRedirectOrigins,
): string | null {
  const value = unquoteStored(stored);
  const path = safeInternalPath(value);
  if (path !== null) {
    const url = withoutLoginParams(new URL(path, PLACEHOLDER_ORIGIN));
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const external = allowedExternalUrl(value, allowedOrigins);
  return external === null ? null : withoutLoginParams(new URL(external)).href;
}
