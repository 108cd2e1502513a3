/**
 * The one door to Web Storage. Storage can be disabled (private modes, blocked cookies),
 * full, or hold anything another script or an old version wrote: nothing here throws, and
 * reading JSON gives `undefined` for garbage instead of an exception.
 */

/**
 * The longest text kept for one field, in a form's draft or from a sign-up link: a long paste is
 * kept as typed, for the form to say what is wrong with it (no value is silently cut), while a value
 * no form could need is left out. The pre-rendered pages' start script is built with it
 * (`src/app/boot/keptTyping.ts`).
 */
export const MAX_KEPT_TEXT_LENGTH = 20_000;

/** Every localStorage key the portal uses (spec §3), by meaning. */
export const storageKeys = {
  jwt: 'jwt',
  user: 'user',
  afterLoginRedirectsTo: 'after_login_redirects_to',
  unconfirmedUserEmail: 'unconfirmed_user_email',
  urlResendEmail: 'url_resend_email',
  userUnderCreation: 'user_under_creation',
  disabledUserPrompt: 'disabled_user_prompt',
  mobileNumber: 'mobileNumber',
  email: 'email',
  /** sessionStorage: the recovery under way (its id, the account's masked contacts). */
  passwordRecovery: 'password_recovery',
  /** sessionStorage: the last e-mail change's new address, for a reload of its success page. */
  emailChangePending: 'email_change_pending',
  /** sessionStorage: when a confirmation resend may be pressed again, per address. */
  confirmationResendAt: 'confirmation_resend_at',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Reads, writes and removes strings and JSON without ever throwing. */
export interface SafeStorage {
  /** The stored string, or null when absent or when storage is unavailable. */
  get(key: string): string | null;
  /** Stores `value`; false when storage is unavailable or full. */
  set(key: string, value: string): boolean;
  /** Removes `key`; a no-op when storage is unavailable. */
  remove(key: string): void;
  /** The parsed JSON under `key`; `undefined` when absent, unreadable or not JSON. */
  getJson(key: string): unknown;
  /** Stores `value` as JSON; false when it cannot be serialised or stored. */
  setJson(key: string, value: unknown): boolean;
  /** Every key stored now; empty when storage is unavailable. */
  keys(): string[];
}

/** A stored string read as JSON: undefined when absent or not JSON (never throws). */
export function parseStoredJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Wraps a storage getter (the getter itself may throw, e.g. a SecurityError). */
export function createSafeStorage(getStorage: () => Storage | null | undefined): SafeStorage {
  const storage = (): Storage | null => {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  };
  const api: SafeStorage = {
    get(key) {
      try {
        const value = storage()?.getItem(key);
        return typeof value === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const target = storage();
        if (!target) return false;
        target.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Storage that cannot be written cannot hold the key either.
      }
    },
    getJson(key) {
      return parseStoredJson(api.get(key));
    },
    setJson(key, value) {
      let serialised: string | undefined;
      try {
        serialised = JSON.stringify(value);
      } catch {
        return false;
      }
      return typeof serialised === 'string' && api.set(key, serialised);
    },
    keys() {
      try {
        const target = storage();
        if (!target) return [];
        const found: string[] = [];
        for (let index = 0; index < target.length; index += 1) {
          const key = target.key(index);
          if (key !== null) found.push(key);
        }
        return found;
      } catch {
        return [];
      }
    },
  };
  return api;
}

/** The browser's localStorage, safely. */
export const localStore: SafeStorage = createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage));

/** The tab's sessionStorage, safely (per-tab markers such as the chunk-reload guard). */
export const sessionStore: SafeStorage = createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage));
