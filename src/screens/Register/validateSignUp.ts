import { ValidationError } from 'yup';
import { createSignUpSchema, type SignUpOptionalField, type Today } from '../../components/validation';
import type { SignUpValues, VisibleOptionalFields } from './formValues';

/** The fields the sign-up validates, in the order they appear on screen. */
export const validatedFields = ['name', 'email', 'identity', 'phoneNumber', 'bornOn', 'password', 'acceptsUserTerms'] as const;
export type ValidatedField = (typeof validatedFields)[number];

export type SignUpSchema = ReturnType<typeof createSignUpSchema<SignUpOptionalField>>;

/** The schema of a variant: hidden optional fields are left out, so they are never validated (spec §4). */
export function signUpSchemaFor(visible: VisibleOptionalFields, today?: Today): SignUpSchema {
  const hidden: SignUpOptionalField[] = [];
  if (!visible.identity) hidden.push('identity');
  if (!visible.bornOn) hidden.push('bornOn');
  return createSignUpSchema({ hidden, today });
}

/** The visible fields that are validated, in screen order. */
export function visibleValidatedFields(visible: VisibleOptionalFields): ValidatedField[] {
  return validatedFields.filter((field) => (field === 'identity' || field === 'bornOn' ? visible[field] : true));
}

/**
 * One field's error, or null. `whileTyping` spares an incomplete CPF, phone or birth date
 * (spec §5: 'CPF inválido' only once 11 digits are typed).
 */
export function fieldError(schema: SignUpSchema, field: ValidatedField, values: SignUpValues, whileTyping: boolean): string | null {
  try {
    schema.validateSyncAt(field, values, { context: { whileTyping } });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Every visible field's error, in screen order (the submit check, spec §4). */
export function formErrors(schema: SignUpSchema, visible: VisibleOptionalFields, values: SignUpValues): { field: ValidatedField; message: string }[] {
  return visibleValidatedFields(visible).flatMap((field) => {
    const message = fieldError(schema, field, values, false);
    return message === null ? [] : [{ field, message }];
  });
}
