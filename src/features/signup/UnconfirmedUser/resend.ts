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

/** Asks the server to send the confirmation e-mail again; true when it answered that it did. Never throws. */
export async function resendConfirmation(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(url, { method: 'POST', headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    const body: unknown = await response.json().catch(() => null);
    return !(typeof body === 'object' && body !== null && 'sent' in body && body.sent === false);
  } catch {
    return false;
  }
}
