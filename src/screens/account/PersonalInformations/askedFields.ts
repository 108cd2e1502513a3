import type { SignUpVariant } from '../../../services/signUpVariants';
import { personalForm, type PersonalField } from './personalForm';

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
  return personalForm.names.filter((field) => {
    if (field === 'identity') return variant.visible.identity && missing(known.identity);
    if (field === 'bornOn') return variant.visible.bornOn && missing(known.bornOn);
    return missing(known.phoneNumber);
  });
}
