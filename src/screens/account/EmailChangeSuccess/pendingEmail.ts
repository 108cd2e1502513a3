import { sessionStore, storageKeys } from '../../../services/storage';

/** This tab's sessionStorage key of the last e-mail change, so a reload of the success page still says where the link went. */
const STORAGE_KEY = storageKeys.emailChangePending;
const MAX_EMAIL_LENGTH = 254;

/** An e-mail change just asked for: the address the confirmation went to, and whether it was an unconfirmed sign-up's fix. */
export interface PendingEmailChange {
  email: string;
  unconfirmed: boolean;
}

function parse(value: unknown): PendingEmailChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, unconfirmed } = value as Record<string, unknown>;
  if (typeof email !== 'string' || email.trim() === '' || email.length > MAX_EMAIL_LENGTH) return null;
  return { email: email.trim(), unconfirmed: unconfirmed === true };
}

/** Keeps `change` for the success page (navigation state can be lost on reload). */
export function rememberPendingEmailChange(change: PendingEmailChange): void {
  sessionStore.setJson(STORAGE_KEY, change);
}

/** The change the success page reports: from the navigation's state, else from this tab's storage; null when neither has one. */
export function readPendingEmailChange(navigationState: unknown): PendingEmailChange | null {
  const fromState = parse(navigationState);
  return fromState ?? parse(sessionStore.getJson(STORAGE_KEY));
}
