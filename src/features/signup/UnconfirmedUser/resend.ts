/** The stored resend URL, when it is one the portal may call: a same-origin path or an http(s) URL. */
export function resendTarget(stored: string | null, origin: string): string | null {
  if (!stored) return null;
  try {
    const url = new URL(stored, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The configured resend endpoint for `email` (`<url>?email=…`), when it is one the portal may call; null otherwise. */
export function resendTargetFor(configured: string, email: string, origin: string): string | null {
  const target = resendTarget(configured, origin);
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
