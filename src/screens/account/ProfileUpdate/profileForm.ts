import { birthDateError, nameError, phoneError, type Today } from '../../../components/validation';
import type { FormRules } from '../../../forms';

/** What `/profile/update` edits. Phone digits only, birth date ISO (the fields' clean values). */
export interface ProfileValues {
  name: string;
  phoneNumber: string;
  bornOn: string;
  receiveOffers: boolean;
}

/** The fields, in the order they appear on screen (the error summary's order). */
export const profileFields = ['name', 'phoneNumber', 'bornOn'] as const;
export type ProfileField = (typeof profileFields)[number];

/** The fields a person's typing is kept for (useFormDraft): all of them, none is secret. */
export const profileDraftFields = ['name', 'phoneNumber', 'bornOn', 'receiveOffers'] as const;

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

export interface ProfileRules {
  /**
   * A birth date the profile has is required (corrected, never erased); a profile without one may
   * add it, or leave the field empty.
   */
  bornOnRequired: boolean;
  today?: Today;
}

/**
 * One field's error or null. `whileTyping` spares an incomplete phone or date (spec §5); the
 * phone is optional but validated when filled.
 */
export function profileFieldError(field: ProfileField, values: ProfileValues, { bornOnRequired, today }: ProfileRules, whileTyping = false): string | null {
  switch (field) {
    case 'name':
      return nameError(values.name);
    case 'phoneNumber':
      return phoneError(values.phoneNumber, { whileTyping });
    case 'bornOn':
      return values.bornOn === '' && !bornOnRequired ? null : birthDateError(values.bornOn, { whileTyping, today });
  }
}

/** The form mechanism's rules for `/profile/update`'s fields. */
export function profileFormRules(rules: ProfileRules): FormRules<ProfileValues> {
  const rule = (field: ProfileField) => (values: ProfileValues, { whileTyping }: { whileTyping: boolean }) => profileFieldError(field, values, rules, whileTyping);
  return { name: rule('name'), phoneNumber: rule('phoneNumber'), bornOn: rule('bornOn') };
}

/** Every field's error, in screen order (the submit check). */
export function profileErrors(values: ProfileValues, rules: ProfileRules): { field: ProfileField; message: string }[] {
  return profileFields.flatMap((field) => {
    const message = profileFieldError(field, values, rules);
    return message === null ? [] : [{ field, message }];
  });
}

/** The `updateProfile` variables: the name trimmed, an empty phone as null (it clears it), an empty birth date as null (none given). */
export function toUpdateProfileVariables(values: ProfileValues) {
  return {
    name: values.name.trim(),
    phoneNumber: values.phoneNumber === '' ? null : values.phoneNumber,
    bornOn: values.bornOn !== '' ? values.bornOn : null,
    receiveOffers: values.receiveOffers,
  };
}
