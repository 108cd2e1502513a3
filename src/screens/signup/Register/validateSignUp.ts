// The sign-up's checks, from the pure validators rather than the yup schema: yup (about 40 kB of
// JavaScript) would otherwise load before the form shows, since the form validates on load and on
// every change. `validateSignUp.test.ts` checks that these rules and `createSignUpSchema` agree.
import type { Today } from '../../../components/validation/birthDate.ts';
import { birthDateError } from '../../../components/validation/birthDate.ts';
import { cpfError } from '../../../components/validation/cpf.ts';
import { emailError } from '../../../components/validation/email.ts';
import { validationMessages } from '../../../components/validation/messages.ts';
import { nameError } from '../../../components/validation/name.ts';
import { isStrongPassword } from '../../../components/validation/password.ts';
import { phoneError } from '../../../components/validation/phone.ts';
import type { FormRules } from '../../../components/Form';
import type { SignUpValues, VisibleOptionalFields } from './formValues';

/** The fields the sign-up validates, in the order they appear on screen. */
export const validatedFields = ['name', 'email', 'identity', 'phoneNumber', 'bornOn', 'password', 'acceptsUserTerms'] as const;
export type ValidatedField = (typeof validatedFields)[number];

/** The visible fields that are validated, in screen order. */
export function visibleValidatedFields(visible: VisibleOptionalFields): ValidatedField[] {
  return validatedFields.filter((field) => (field === 'identity' || field === 'bornOn' ? visible[field] : true));
}

/**
 * One field's error, or null: the messages of `createSignUpSchema`. Any change checks its field
 * (spec §4); `whileTyping` spares an incomplete CPF alone, the one field the spec waits for
 * ('CPF inválido' only once 11 digits are typed, §5): a phone or a birth date still being typed is
 * flagged as it is typed, as the spec has it.
 */
export function fieldError(field: ValidatedField, values: SignUpValues, whileTyping: boolean, today?: Today): string | null {
  switch (field) {
    case 'name':
      return nameError(values.name);
    case 'email':
      return emailError(values.email.trim());
    case 'identity':
      return cpfError(values.identity, { whileTyping });
    case 'phoneNumber':
      return phoneError(values.phoneNumber);
    case 'bornOn':
      return birthDateError(values.bornOn, { today });
    case 'password':
      return values.password === '' ? validationMessages.required : isStrongPassword(values.password) ? null : validationMessages.password;
    case 'acceptsUserTerms':
      return values.acceptsUserTerms === true ? null : validationMessages.acceptsUserTerms;
  }
}

/** Every visible field's error, in screen order (the submit check, spec §4). */
export function formErrors(visible: VisibleOptionalFields, values: SignUpValues, today?: Today): { field: ValidatedField; message: string }[] {
  return visibleValidatedFields(visible).flatMap((field) => {
    const message = fieldError(field, values, false, today);
    return message === null ? [] : [{ field, message }];
  });
}

/** The sign-up's rules for the form mechanism: one per validated field (a hidden field is never on screen, so never checked). */
export function signUpRules(today?: Today): FormRules<SignUpValues> {
  return Object.fromEntries(validatedFields.map((field) => [field, (values: SignUpValues, { whileTyping }: { whileTyping: boolean }) => fieldError(field, values, whileTyping, today)]));
}
