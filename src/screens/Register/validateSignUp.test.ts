import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../components/validation';
import { emptySignUpValues } from './formValues';
import { fieldError, formErrors, signUpSchemaFor } from './validateSignUp';

const today = '2026-01-15';
const visible = { identity: true, bornOn: false };

describe('sign-up validation', () => {
  it('spares an incomplete CPF while typing, but not on submit', () => {
    const schema = signUpSchemaFor(visible, today);
    const values = { ...emptySignUpValues, identity: '5299822' };
    expect(fieldError(schema, 'identity', values, true)).toBeNull();
    expect(fieldError(schema, 'identity', values, false)).not.toBeNull();
    expect(fieldError(schema, 'identity', { ...values, identity: '52998224724' }, true)).toBe(validationMessages.cpf);
  });

  it('lists every visible field error in screen order, never hidden ones', () => {
    const errors = formErrors(signUpSchemaFor(visible, today), visible, emptySignUpValues);
    expect(errors.map((e) => e.field)).toEqual(['name', 'email', 'identity', 'password', 'acceptsUserTerms']);
    expect(errors[0]?.message).toBe(validationMessages.required);
  });

  it('checks the birth date only when the variant shows it', () => {
    const shown = { identity: false, bornOn: true };
    const errors = formErrors(signUpSchemaFor(shown, today), shown, { ...emptySignUpValues, bornOn: '2010-01-01' });
    expect(errors.map((e) => e.field)).toEqual(['name', 'email', 'bornOn', 'password', 'acceptsUserTerms']);
    expect(errors.find((e) => e.field === 'bornOn')?.message).toBe(validationMessages.bornOnUnderage);
  });
});
