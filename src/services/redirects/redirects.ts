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
  const path = safeInternalPath(value);
  return path === null ? paths.home() : stripLoginParams(path);
}

/** Drops the stored after-login redirect: it has been followed (or refused) and must not steer a later sign-in. */
export function forgetStoredRedirect(): void {
  localStore.remove(storageKeys.afterLoginRedirectsTo);
}

/**
 * Where a person who has just signed in (or opens `/login` signed in) goes, used once: the stored
 * redirect, checked, or `/login` itself when none is stored (spec §4). The stored value is then
 * dropped, so an answered OAuth2 request or a page visited signed out does not come back at the next
 * sign-in; an absolute URL stays stored for `/redirect`, which checks it against the allowlist and drops it.
 */
export function takeAfterLoginDestination(): string {
  const stored = storedRedirectToFollow();
  if (stored === null) return paths.login();
  const destination = afterLoginDestination(stored);
  if (destination !== paths.redirect()) forgetStoredRedirect();
  return destination;
}

/** Whether the stored redirect asks to end any current session before signing in (`force_logout=1`). */
export function asksForceLogout(stored: unknown): boolean {
  return searchParamsOf(stored)?.get('force_logout') === '1';
}

/** Whether the stored redirect asks to start at sign-up instead of sign-in (`target=register`). */
export function asksStartAtRegister(stored: unknown): boolean {
  return searchParamsOf(stored)?.get('target') === 'register';
}

/**
 * The stored redirect to follow after sign-in: without `force_logout` and `target`, which steer
 * the sign-in itself (a partner's page must not get them back). Null when nothing is stored.
 */
export function storedRedirectToFollow(): string | null {
  const value = readStoredRedirect();
  return value === null ? null : stripLoginParams(value);
}

/** `value` (a path or a URL) without `target`; `target=register` is followed once, then dropped. */
export function withoutTarget(value: string): string {
  return stripParams(value, ['target']);
}

function searchParamsOf(stored: unknown): URLSearchParams | null {
  const value = unquoteStored(stored);
  if (value === null) return null;
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).searchParams;
  } catch {
    return null;
  }
}

/** `value` without the given query parameters; a value that is not a URL or path is returned as is. */
function stripParams(value: string, names: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return value;
  }
  if (!names.some((name) => url.searchParams.has(name))) return value;
  for (const name of names) url.searchParams.delete(name);
  return url.origin === PLACEHOLDER_ORIGIN && value.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** `value` (a path or a URL) without `force_logout` and `target`. */
export function stripLoginParams(value: string): string {
  return stripParams(value, LOGIN_ONLY_PARAMS);
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
