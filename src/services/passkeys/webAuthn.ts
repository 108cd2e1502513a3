/**
 * The WebAuthn calls, through @simplewebauthn/browser loaded on demand (the sign-in's first download
 * does not carry it), and what each failure means for the person.
 */
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import { passkeysUsable } from './usable';

type Browser = typeof WebAuthnBrowser;
let loading: Promise<Browser> | null = null;
const browserLibrary = () => (loading ??= import('@simplewebauthn/browser'));

/** The browser offers passkeys in a field's autofill (WebAuthn conditional UI). */
export async function autofillUsable(): Promise<boolean> {
  return passkeysUsable() && (await browserLibrary()).browserSupportsWebAuthnAutofill();
}

export type CeremonyOutcome = 'cancelled' | 'timeout' | 'unsupported' | 'alreadyRegistered' | 'aborted' | 'other';

/** What a failed WebAuthn call means: a browser says NotAllowedError for both a cancelled prompt and one that ran out of time. */
export function ceremonyOutcome(error: unknown, startedAt: number, timeoutMs: number, now = Date.now()): CeremonyOutcome {
  // @simplewebauthn/browser wraps the browser's DOMException (its `cause`) in a WebAuthnError with a `code`.
  // Read by shape, not `instanceof Error`: a DOMException from another realm (or a test's DOM) is none.
  const field = (value: unknown, key: 'name' | 'code' | 'cause'): unknown => (typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined);
  const name = String(field(field(error, 'cause') ?? error, 'name') ?? '');
  const code = String(field(error, 'code') ?? '');
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') return 'aborted';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'alreadyRegistered';
  if (name === 'NotAllowedError') return now - startedAt >= timeoutMs ? 'timeout' : 'cancelled';
  if (name === 'NotSupportedError' || name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return 'unsupported';
  return 'other';
}

const timeoutOf = (options: unknown) => {
  const value = typeof options === 'object' && options !== null && 'timeout' in options ? Number(options.timeout) : NaN;
  return Number.isFinite(value) && value > 0 ? value : 5 * 60 * 1000;
};

/** A failed ceremony, with its meaning. */
export class CeremonyError extends Error {
  override readonly name = 'CeremonyError';
  constructor(readonly outcome: CeremonyOutcome, options?: { cause?: unknown }) {
    super(outcome, options);
  }
}

async function ceremony<T>(options: unknown, run: (library: Browser) => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  let library: Browser;
  try {
    library = await browserLibrary();
  } catch (cause) {
    throw new CeremonyError('other', { cause });
  }
  try {
    return await run(library);
  } catch (cause) {
    throw new CeremonyError(ceremonyOutcome(cause, startedAt, timeoutOf(options)), { cause });
  }
}

/** Creates a passkey from the server's creation options; the answer goes back to the server as is. */
export function createPasskey(optionsJSON: unknown) {
  return ceremony(optionsJSON, (library) => library.startRegistration({ optionsJSON: optionsJSON as Parameters<Browser['startRegistration']>[0]['optionsJSON'] }));
}

/** Asks the device for a passkey: in the field's autofill (`autofill`), or in the device's own prompt. */
export function getPasskey(optionsJSON: unknown, autofill: boolean) {
  return ceremony(optionsJSON, (library) =>
    library.startAuthentication({ optionsJSON: optionsJSON as Parameters<Browser['startAuthentication']>[0]['optionsJSON'], useBrowserAutofill: autofill }),
  );
}

/** Ends a pending autofill request (leaving the page, or before the button's own prompt). */
export async function cancelPasskeyRequest(): Promise<void> {
  if (loading) (await loading).WebAuthnAbortService.cancelCeremony();
}
