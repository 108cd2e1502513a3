import { localStore, storageKeys, type SafeStorage } from '../../../services/storage';
import { signUpForm, type SignUpValues } from './signUpForm';
import { draftOf, readDraftOf } from '../../../forms/describe';

/** The stored draft (`user_under_creation`): the fields the description keeps, every one but the password (spec §3), no expiry. */
export type SignUpDraft = Partial<SignUpValues>;

/** The draft's fields from any stored JSON: each field is checked on its own, anything odd is dropped. */
export const parseDraft = (raw: unknown): SignUpDraft => readDraftOf(signUpForm, raw);

/** Saves the draft; never throws (storage may be full or disabled). */
export function saveDraft(values: SignUpValues, store: SafeStorage = localStore): void {
  store.setJson(storageKeys.userUnderCreation, draftOf(signUpForm, values));
}

/** The stored draft; an absent or corrupted one gives an empty draft. */
export function restoreDraft(store: SafeStorage = localStore): SignUpDraft {
  return parseDraft(store.getJson(storageKeys.userUnderCreation));
}

export function removeDraft(store: SafeStorage = localStore): void {
  store.remove(storageKeys.userUnderCreation);
}
