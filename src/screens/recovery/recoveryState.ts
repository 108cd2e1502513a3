import { localStore, sessionStore, storageKeys } from '../../services/storage';

/** How a recovery message is sent (the schema's `RecoveryChannel`). */
export type RecoveryChannel = 'EMAIL' | 'SMS';

/** One way to reach the account, masked (`m***@exemplo.com.br`, `(11) *****-4321`). */
export interface RecoveryOption {
  channel: RecoveryChannel;
  maskedDestination: string;
}

/** Where the last recovery message went, and when another may be asked for. */
export interface RecoveryDelivery {
  channel: RecoveryChannel;
  maskedDestination: string;
  /** Digits of the code sent; 0 when only a link was sent. */
  codeLength: number;
  /** When (ms since the epoch) the resend may be pressed again. */
  resendAt: number;
}

/**
 * A recovery under way, kept in sessionStorage for the screens that follow (this tab only, gone
 * when it closes). By e-mail: `address` is what the person typed (to resend), `recoveryId` null.
 * By CPF: `recoveryId` names the server's recovery and `options` its masked contact options.
 */
export interface RecoveryState {
  recoveryId: string | null;
  address: string | null;
  options: RecoveryOption[];
  delivery: RecoveryDelivery | null;
}

/** The sessionStorage key of the recovery under way. */
export const RECOVERY_STATE_KEY = storageKeys.passwordRecovery;

/** Longest string kept from storage: anything longer is no id, address or masked destination. */
const MAX_TEXT = 254;
/** Longest code the screens accept from a delivery. */
export const MAX_CODE_LENGTH = 12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;
const isChannel = (value: unknown): value is RecoveryChannel => value === 'EMAIL' || value === 'SMS';

function parseOption(value: unknown): RecoveryOption | null {
  if (!isRecord(value) || !isChannel(value.channel) || !isText(value.maskedDestination)) return null;
  return { channel: value.channel, maskedDestination: value.maskedDestination };
}

/** A delivery from the server or from storage, checked; null when its shape is wrong. */
export function parseDelivery(value: unknown, resendAt?: number): RecoveryDelivery | null {
  if (!isRecord(value) || !isChannel(value.channel) || !isText(value.maskedDestination)) return null;
  const { codeLength } = value;
  if (typeof codeLength !== 'number' || !Number.isInteger(codeLength) || codeLength < 0 || codeLength > MAX_CODE_LENGTH) return null;
  const at = resendAt ?? value.resendAt;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  return { channel: value.channel, maskedDestination: value.maskedDestination, codeLength, resendAt: at };
}

/** The options of a `startPasswordRecoveryByCpf` answer, checked: null when none is usable. */
export function parseOptions(value: unknown): RecoveryOption[] | null {
  if (!Array.isArray(value)) return null;
  const options = value.map(parseOption);
  return options.length > 0 && options.every((option) => option !== null) ? options : null;
}

/** Checks what storage (or anything else) holds; null when it is not a usable recovery. */
export function parseRecoveryState(value: unknown): RecoveryState | null {
  if (!isRecord(value)) return null;
  const recoveryId = value.recoveryId === null ? null : isText(value.recoveryId) ? value.recoveryId : undefined;
  const address = value.address === null ? null : isText(value.address) ? value.address : undefined;
  if (recoveryId === undefined || address === undefined) return null;
  const options = Array.isArray(value.options) && value.options.length === 0 ? [] : parseOptions(value.options);
  const delivery = value.delivery === null ? null : parseDelivery(value.delivery);
  if (options === null || (value.delivery !== null && delivery === null)) return null;
  // By e-mail there is an address and no recovery id; by CPF the reverse, with its options.
  if (recoveryId === null ? address === null || delivery === null : options.length === 0) return null;
  return { recoveryId, address, options, delivery };
}

export function readRecoveryState(): RecoveryState | null {
  return parseRecoveryState(sessionStore.getJson(RECOVERY_STATE_KEY));
}

export function writeRecoveryState(state: RecoveryState): boolean {
  return sessionStore.setJson(RECOVERY_STATE_KEY, state);
}

export function clearRecoveryState(): void {
  sessionStore.remove(RECOVERY_STATE_KEY);
}

/** Whether `value` is a masked destination (`m***@…`, `(11) *****-4321`) rather than a real one. */
export function isMasked(value: string): boolean {
  return value.includes('*');
}

/**
 * Stores the account's real e-mail under `email`, which the reset-password form sends to
 * `resetPassword`. A masked value is refused (and a stale one removed): the form would send it.
 */
export function storeAccountEmail(email: string): boolean {
  const trimmed = email.trim();
  if (trimmed === '' || isMasked(trimmed) || !trimmed.includes('@')) {
    localStore.remove(storageKeys.email);
    return false;
  }
  return localStore.set(storageKeys.email, trimmed);
}

/**
 * Remembers where the message went, for the screens that follow: the masked phone under
 * `mobileNumber` (spec §3; nothing else reads it), the masked e-mail only in the recovery state,
 * never under `email` (the reset form would take it for the real address).
 */
export function rememberDelivery(state: RecoveryState, delivery: RecoveryDelivery): RecoveryState {
  const next = { ...state, delivery };
  writeRecoveryState(next);
  if (delivery.channel === 'SMS') localStore.set(storageKeys.mobileNumber, delivery.maskedDestination);
  return next;
}
