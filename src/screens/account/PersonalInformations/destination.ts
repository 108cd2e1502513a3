import { resolveRedirectTarget, stripLoginParams, type RedirectTarget } from '../../../services/redirects';
import { paths, routePatterns } from '../../../services/paths';

const home: RedirectTarget = { kind: 'internal', path: paths.home() };

/** Paths that would bring the person straight back here, or to a sign-in they already did. */
function loopsBack(path: string): boolean {
  const raw = path.split(/[?#]/, 1)[0] ?? '';
  let decoded = raw;
  try {
    // The router matches decoded paths: `/personal%2Dinformations` is this page too.
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape matches no route of ours.
  }
  const pathname = decoded.replace(/\/+$/, '').toLowerCase();
  return pathname === routePatterns.personalInformations || pathname.startsWith(`${routePatterns.personalInformations}/`) || pathname === routePatterns.login;
}

/**
 * Where to go once the personal data is complete: the `redirect_uri` the link carried, else the
 * stored after-login redirect, without its sign-in parameters, only to a same-origin path or an
 * allowlisted origin; home when there is none, when it is refused, or when it leads back here.
 */
export function personalInformationsDestination(queryRedirect: string | null, storedRedirect: string | null, allowedOrigins: readonly string[]): RedirectTarget {
  const value = queryRedirect ?? storedRedirect;
  if (value === null) return home;
  const target = resolveRedirectTarget(stripLoginParams(value), allowedOrigins);
  if (target === null || (target.kind === 'internal' && loopsBack(target.path))) return home;
  return target;
}
