import { emailError } from '../../../components/validation/email';
import type { SignUpVariant } from '../../../services/signUpVariants';
import { restoreDraft } from './draft';
import { signUpForm, type SignUpValues } from './signUpForm';
import { prefillOf } from '../../../forms/describe';

/**
 * The sign-up's first values: the stored draft, then the link's prefill over it; the profile type
 * from the prefill, else the variant's preset, else the draft's. A prefilled e-mail is read-only when
 * it is an address: one that is not stays editable, for the person to correct what the link got wrong.
 */
export function startValues(search: string, variant: SignUpVariant): { values: SignUpValues; emailReadOnly: boolean } {
  const prefill = prefillOf(signUpForm, search);
  const values: SignUpValues = { ...signUpForm.empty(), ...restoreDraft(), ...prefill };
  values.type = prefill.type ?? variant.type ?? values.type;
  return { values, emailReadOnly: prefill.email !== undefined && emailError(prefill.email) === null };
}
