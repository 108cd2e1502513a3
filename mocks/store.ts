/**
 * The mock backend's in-memory store: users and one-time password tokens, seeded with demo
 * data. One store per backend instance; `reset()` puts the seed back (between stories/tests).
 */
import { seedEmailTokens, seedTokens, seedUsers } from './seed.ts';

export type UserType = 'POINT_OF_SALES_BUYER' | 'INDUSTRY_EMPLOYEE' | 'RETAILER';
export type UserStatus = 'PENDING_EMAIL_CONFIRMATION' | 'ACTIVE';

export interface StoredUser {
  /** Never changes, unlike the e-mail: the session token's subject. */
  id: string;
  name: string;
  email: string;
  identity: string | null;
  phoneNumber: string | null;
  bornOn: string | null;
  type: UserType | null;
  customersCodes: string[];
  receiveOffers: boolean;
  status: UserStatus;
  /** The mock keeps a password only to let later flows sign in; a real backend would hash it. */
  password: string | null;
  afterConfirmationRedirectTo: string | null;
  /** Blocked by an administrator: sign-in answers ACCOUNT_DISABLED (only to the right password). */
  disabled?: boolean;
}

/** A link that confirms an e-mail address (after sign-up, or for a new address of an account). */
export interface EmailToken {
  token: string;
  /** The account's current e-mail (its key in the store). */
  email: string;
  /** For an e-mail change: the address that becomes the account's once confirmed. */
  newEmail: string | null;
  expiresAt: number;
  usedAt: number | null;
}

/** A recovery by CPF under way (`startPasswordRecoveryByCpf` → `sendPasswordRecovery` → code). */
export interface Recovery {
  id: string;
  email: string;
  startedAt: number;
  /** The code last sent, its time, and the wrong guesses made against it. */
  code: string | null;
  codeSentAt: number | null;
  wrongAttempts: number;
}

/** A message the mock "sent" (e-mail or SMS): what a test or a demo user reads at `/__mock/outbox`. */
export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS';
  /** An e-mail address or the phone's digits. */
  to: string;
  kind: 'EMAIL_CONFIRMATION' | 'PASSWORD_RECOVERY';
  /** A path of the portal (`/password/reset/…`, `/email/invite/confirmation/…`), when the message carries a link. */
  link: string | null;
  code: string | null;
  sentAt: number;
}

/** A passkey registered to an account: what verifying its next assertion needs, and what its list shows. */
export interface StoredPasskey {
  id: string;
  userId: string;
  /** The credential's id (base64url), as the authenticator answers it. */
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  /** The signature counter last seen: an assertion must move it forward (or both stay 0). */
  counter: number;
  transports: string[];
  deviceName: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** A WebAuthn challenge handed out, by its id: single-use and short-lived. */
export interface PasskeyChallenge {
  challenge: string;
  kind: 'registration' | 'authentication';
  /** The account a registration is for; null for a sign-in. */
  userId: string | null;
  expiresAt: number;
}

export interface PasswordToken {
  token: string;
  email: string;
  expiresAt: number;
  usedAt: number | null;
  afterConfirmationRedirectUrl: string | null;
}

export { DEMO } from './seed.ts';

export interface MockStore {
  users: StoredUser[];
  tokens: PasswordToken[];
  emailTokens: EmailToken[];
  recoveries: Map<string, Recovery>;
  /** Recovery messages sent (ms) by destination, for the resend wait and the hourly limit. */
  recoverySends: Map<string, number[]>;
  outbox: OutboxMessage[];
  /** Failed sign-in times (ms) by normalised identifier, for the attempt limit. */
  loginFailures: Map<string, number[]>;
  passkeys: StoredPasskey[];
  passkeyChallenges: Map<string, PasskeyChallenge>;
  /** The store's clock (tests pass their own). */
  now: () => number;
  /** Puts the seed data back. */
  reset(): void;
}

export function createStore(now: () => number = Date.now): MockStore {
  const store: MockStore = {
    users: seedUsers(),
    tokens: seedTokens(now()),
    emailTokens: seedEmailTokens(now()),
    recoveries: new Map(),
    recoverySends: new Map(),
    outbox: [],
    loginFailures: new Map(),
    passkeys: [],
    passkeyChallenges: new Map(),
    now,
    reset() {
      store.users = seedUsers();
      store.tokens = seedTokens(now());
      store.emailTokens = seedEmailTokens(now());
      store.recoveries = new Map();
      store.recoverySends = new Map();
      store.outbox = [];
      store.loginFailures = new Map();
      store.passkeys = [];
      store.passkeyChallenges = new Map();
    },
  };
  return store;
}
