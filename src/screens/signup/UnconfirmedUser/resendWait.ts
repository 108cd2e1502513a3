import { sessionStore, storageKeys } from '../../../services/storage';

/** sessionStorage: when the resend may be pressed again, so a reload of the tab keeps the wait. */
export const RESEND_WAIT_KEY = storageKeys.confirmationResendAt;

/**
 * When (ms since the epoch) the confirmation for `email` may be resent again, or null when there
 * is no wait. Garbage, another address's wait, a past time or one further away than `maxWaitMs`
 * (a clock moved back, or a value someone typed) means no wait.
 */
export function readResendAt(email: string, nowMs: number, maxWaitMs: number): number | null {
  const stored = sessionStore.getJson(RESEND_WAIT_KEY);
  if (typeof stored !== 'object' || stored === null || !('email' in stored) || !('at' in stored)) return null;
  const { email: waitingEmail, at } = stored;
  if (typeof waitingEmail !== 'string' || waitingEmail.trim().toLowerCase() !== email.trim().toLowerCase()) return null;
  if (typeof at !== 'number' || !Number.isFinite(at) || at <= nowMs || at > nowMs + maxWaitMs) return null;
  return at;
}

/** Keeps the wait for this tab (a reload must not re-enable the button at once). */
export function rememberResendAt(email: string, at: number): void {
  sessionStore.setJson(RESEND_WAIT_KEY, { email, at });
}
