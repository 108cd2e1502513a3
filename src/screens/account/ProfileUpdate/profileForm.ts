import { birthDateError, nameError, phoneError } from '../../../components/validation';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import { MAX_KEPT_TEXT_LENGTH } from '../../../services/storage';
import type { ProfileUpdateScreenUpdateProfileMutation$variables } from './__generated__/ProfileUpdateScreenUpdateProfileMutation.graphql';

/** What the profile's rules are given besides the day. */
export interface ProfileChecks {
  /**
   * A birth date the profile has is required (corrected, never erased); a profile without one may
   * add it, or leave the field empty.
   */
  bornOnRequired: boolean;
}

const keptText = (stored: unknown) => typeof stored === 'string' && stored.length <= MAX_KEPT_TEXT_LENGTH;
const keptFlag = (stored: unknown) => typeof stored === 'boolean';

const { field, form } = fieldsFor<ProfileUpdateScreenUpdateProfileMutation$variables, object, object, ProfileChecks>();

/**
 * What `/profile/update` edits, each field once, in screen order (the error summary's): phone digits
 * only, birth date ISO (the fields' clean values). The draft (useFormDraft) keeps every field, none is
 * secret. An incomplete phone or date is spared while typed (spec §5); the phone is optional but
 * validated when filled. Sent with the name trimmed, an empty phone as null (it clears it), an empty
 * birth date as null (none given).
 */
export const profileForm = form({
  name: field({
    empty: '', draft: keptText, serverError: true,
    rule: (value) => nameError(value),
    send: (value) => ({ name: value.trim() }),
  }),
  phoneNumber: field({
    empty: '', draft: keptText, serverError: true, waitsWhileTyping: true,
    rule: (value, { whileTyping }) => phoneError(value, { whileTyping }),
    send: (value) => ({ phoneNumber: value === '' ? null : value }),
  }),
  bornOn: field({
    empty: '', draft: keptText, serverError: true, waitsWhileTyping: true,
    rule: (value, { whileTyping, today, bornOnRequired }) => (value === '' && !bornOnRequired ? null : birthDateError(value, { whileTyping, today })),
    send: (value) => ({ bornOn: value !== '' ? value : null }),
  }),
  receiveOffers: field({
    empty: false, draft: keptFlag,
    send: (receiveOffers) => ({ receiveOffers }),
  }),
});

/** What `/profile/update` edits. */
export type ProfileValues = ValuesOf<typeof profileForm.fields>;

/** The profile as the `me` query (or the mutation) answers it. */
export interface LoadedProfile {
  readonly name: string;
  readonly phoneNumber?: string | null;
  readonly bornOn?: string | null;
  readonly receiveOffers: boolean;
}

export function valuesFromProfile(profile: LoadedProfile): ProfileValues {
  return { name: profile.name, phoneNumber: profile.phoneNumber ?? '', bornOn: profile.bornOn ?? '', receiveOffers: profile.receiveOffers };
}
