import { birthDateError, cpfError, phoneError, type Today } from '../../../components/validation';
import type { FormRules } from '../../../forms';
import type { SignUpVariant } from '../../../services/signUpVariants';

/** The personal data this screen may collect, in screen order. */
export const personalFields = ['identity', 'phoneNumber', 'bornOn'] as const;
export type PersonalField = (typeof personalFields)[number];
export type PersonalValues = Record<PersonalField, string>;

export const emptyPersonalValues: PersonalValues = { identity: '', phoneNumber: '', bornOn: '' };

/** What the profile already has (the `me` query). */
export interface KnownPersonalData {
  readonly identity?: string | null;
  readonly phoneNumber?: string | null;
  readonly bornOn?: string | null;
}

const missing = (value: string | null | undefined) => value == null || value.trim() === '';

/**
 * The fields to ask: those the driver's variant collects (the `/register/:driver` registry: CPF
 * and birth date by variant, the phone always) that the profile still lacks. A CPF already set
 * is never asked again. Empty when nothing is missing.
 */
export function askedFields(variant: SignUpVariant, known: KnownPersonalData): PersonalField[] {
  return personalFields.filter((field) => {
    if (field === 'identity') return variant.visible.identity && missing(known.identity);
    if (field === 'bornOn') return variant.visible.bornOn && missing(known.bornOn);
    return missing(known.phoneNumber);
  });
}

/** The `completePersonalInformation` variables: only the asked fields, each as its clean value. */
export function toCompleteVariables(asked: readonly PersonalField[], values: Record<PersonalField, string>): Partial<Record<PersonalField, string>> {
  return Object.fromEntries(asked.map((field) => [field, values[field]]));
}

/** Every asked field is required here: collecting it is what the page is for (spec §5 messages). */
export function personalFormRules(today: Today | undefined): FormRules<PersonalValues> {
  return {
    identity: ({ identity }, { whileTyping }) => cpfError(identity, { required: true, whileTyping }),
    phoneNumber: ({ phoneNumber }, { whileTyping }) => phoneError(phoneNumber, { required: true, whileTyping }),
    bornOn: ({ bornOn }, { whileTyping }) => birthDateError(bornOn, { required: true, whileTyping, today }),
  };
}
