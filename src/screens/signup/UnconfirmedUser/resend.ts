function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * The stored resend URL (`url_resend_email`, from the server's `UNCONFIRMED#` message, spec §8), when
 * the portal may call it: on the portal's own origin (`origin`, a path included) or on the GraphQL
 * endpoint's (`graphqlUrl`, a path or an absolute URL). A message that names any other host is not
 * followed: the e-mail and the person's next request would go to whoever wrote it. No userinfo.
 */
export function resendTarget(stored: string | null, origin: string, graphqlUrl: string): string | null {
  if (!stored) return null;
  let url: URL;
  try {
    url = new URL(stored, origin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return null;
  const trusted = [originOf(origin, origin), originOf(graphqlUrl, origin)];
  return trusted.includes(url.origin) ? url.href : null;
}

/** The configured resend endpoint for `email` (`<url>?email=…`), when it is one the portal may call (`resendTarget`); null otherwise. */
export function resendTargetFor(configured: string, email: string, origin: string, graphqlUrl: string): string | null {
  const target = resendTarget(configured, origin, graphqlUrl);
  if (target === null) return null;
  const url = new URL(target);
  url.searchParams.set('email', email);
  return url.href;
}

/** How a resend went: sent; refused because the address is already confirmed; or not done. */
export type ResendOutcome = 'sent' | 'alreadyConfirmed' | 'failed';

/** Asks the server to send the confirmation e-mail again. Never throws. */
export async function resendConfirmation(url: string, fetchImpl: typeof fetch = fetch): Promise<ResendOutcome> {
  try {
    const response = await fetchImpl(url, { method: 'POST', headers: { Accept: 'application/json' } });
    const body: unknown = await response.json().catch(() => null);
    const said = (key: string, value: unknown) => typeof body === 'object' && body !== null && key in body && (body as Record<string, unknown>)[key] === value;
    if (response.status === 409 && said('reason', 'ALREADY_CONFIRMED')) return 'alreadyConfirmed';
    if (!response.ok) return 'failed';
    return said('sent', false) ? 'failed' : 'sent';
  } catch {
    return 'failed';
  }
}
