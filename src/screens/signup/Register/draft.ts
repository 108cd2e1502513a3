import { localStore, MAX_KEPT_TEXT_LENGTH, storageKeys, type SafeStorage } from '../../../services/storage';
import { isUserType, MAX_CUSTOMER_CODE_LENGTH, MAX_CUSTOMER_CODES, textFields, type SignUpValues } from './formValues';

/** The stored draft (`user_under_creation`): every field except the password (spec §3), no expiry. */
export type SignUpDraft = Partial<Omit<SignUpValues, 'password'>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_KEPT_TEXT_LENGTH;
const isCode = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_CUSTOMER_CODE_LENGTH;

/** The draft's fields from any stored JSON: each field is checked on its own, anything odd is dropped. */
export function parseDraft(raw: unknown): SignUpDraft {
  const draft: SignUpDraft = {};
  if (!isRecord(raw)) return draft;
  for (const field of textFields) {
    const value = Object.hasOwn(raw, field) ? raw[field] : undefined;
    if (isText(value)) draft[field] = value;
  }
  if (Object.hasOwn(raw, 'type') && isUserType(raw.type)) draft.type = raw.type;
  const codes = Object.hasOwn(raw, 'customersCodes') ? raw.customersCodes : undefined;
  if (Array.isArray(codes) && codes.length <= MAX_CUSTOMER_CODES && codes.every(isCode)) draft.customersCodes = codes;
  for (const flag of ['acceptsUserTerms', 'acceptsReceiveOffers'] as const) {
    const value = Object.hasOwn(raw, flag) ? raw[flag] : undefined;
    if (typeof value === 'boolean') draft[flag] = value;
  }
  return draft;
}

/** The values to store: the password is left out by construction, not by deletion. */
export function toDraft(values: SignUpValues): SignUpDraft {
  return {
    name: values.name,
    email: values.email,
    identity: values.identity,
    phoneNumber: values.phoneNumber,
    bornOn: values.bornOn,
    type: values.type,
    customersCodes: values.customersCodes,
    acceptsUserTerms: values.acceptsUserTerms,
    acceptsReceiveOffers: values.acceptsReceiveOffers,
  };
}

/** Saves the draft; never throws (storage may be full or disabled). */
export function saveDraft(values: SignUpValues, store: SafeStorage = localStore): void {
  store.setJson(storageKeys.userUnderCreation, toDraft(values));
}

/** The stored draft; an absent or corrupted one gives an empty draft. */
export function restoreDraft(store: SafeStorage = localStore): SignUpDraft {
  return parseDraft(store.getJson(storageKeys.userUnderCreation));
}

export function removeDraft(store: SafeStorage = localStore): void {
  store.remove(storageKeys.userUnderCreation);
}
