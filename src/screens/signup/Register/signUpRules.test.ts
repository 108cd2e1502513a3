import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { createSignUpSchema, validationMessages } from '../../../components/validation';
import { fuzzParams } from '../../../test/fuzz';
import { signUpForm, type SignUpValues } from './signUpForm';

const emptySignUpValues = signUpForm.empty();
const validatedFields = signUpForm.ruledFields({ visible: { identity: true, bornOn: true } });
type ValidatedField = (typeof validatedFields)[number];
const fieldError = (field: ValidatedField, values: SignUpValues, whileTyping: boolean, today: string) => signUpForm.fieldError(field, values, whileTyping, { today });
const formErrors = (visible: { identity: boolean; bornOn: boolean }, values: SignUpValues, today: string) => signUpForm.errors(values, { visible }, { today });
const signUpRules = (today: string) => signUpForm.rules({ today });

const today = '2026-01-15';
const visible = { identity: true, bornOn: false };

describe('sign-up validation', () => {
  it('validates the fields that have a rule, in screen order', () => {
    expect(validatedFields).toEqual(['name', 'email', 'identity', 'phoneNumber', 'bornOn', 'password', 'acceptsUserTerms']);
  });


  it('spares an incomplete CPF while typing, but not on submit', () => {
    const values = { ...emptySignUpValues, identity: '5299822' };
    expect(fieldError('identity', values, true, today)).toBeNull();
    expect(fieldError('identity', values, false, today)).not.toBeNull();
    expect(fieldError('identity', { ...values, identity: '52998224724' }, true, today)).toBe(validationMessages.cpf);
  });

  it('lists every visible field error in screen order, never hidden ones', () => {
    const errors = formErrors(visible, emptySignUpValues, today);
    expect(errors.map((e) => e.field)).toEqual(['name', 'email', 'identity', 'password', 'acceptsUserTerms']);
    expect(errors[0]?.message).toBe(validationMessages.required);
  });

  it('checks the birth date only when the variant shows it', () => {
    const shown = { identity: false, bornOn: true };
    const errors = formErrors(shown, { ...emptySignUpValues, bornOn: '2010-01-01' }, today);
    expect(errors.map((e) => e.field)).toEqual(['name', 'email', 'bornOn', 'password', 'acceptsUserTerms']);
    expect(errors.find((e) => e.field === 'bornOn')?.message).toBe(validationMessages.bornOnUnderage);
  });
});

describe('a name too long', () => {
  it('says how long a name may be, at once and on submit, and never changes what was typed', () => {
    const values = { ...emptySignUpValues, name: `Maria ${'a'.repeat(10_000)}` };
    expect(fieldError('name', values, true, today)).toBe('O nome pode ter até 200 caracteres.');
    expect(formErrors(visible, values, today).find((e) => e.field === 'name')?.message).toBe('O nome pode ter até 200 caracteres.');
    expect(values.name).toHaveLength(10_006);
    expect(fieldError('name', { ...values, name: 'a'.repeat(200) }, false, today)).toBeNull();
  });
});

describe('checking as the person types (spec §4: every change checks its field)', () => {
  it('flags an incomplete phone or birth date at once; only the CPF waits for its 11 digits (spec §5)', () => {
    const rules = signUpRules(today);
    const typing = { whileTyping: true };
    expect(rules.phoneNumber?.({ ...emptySignUpValues, phoneNumber: '119' }, typing)).toBe(validationMessages.phone);
    expect(rules.bornOn?.({ ...emptySignUpValues, bornOn: '0103' }, typing)).toBe(validationMessages.bornOnInvalid);
    expect(rules.identity?.({ ...emptySignUpValues, identity: '5299822' }, typing)).toBeNull();
    expect(rules.phoneNumber?.({ ...emptySignUpValues, phoneNumber: '11987654321' }, typing)).toBeNull();
    expect(rules.phoneNumber?.({ ...emptySignUpValues, phoneNumber: '' }, typing)).toBeNull();
  });
});

describe('the sign-up rules agree with createSignUpSchema', () => {
  const schema = createSignUpSchema({ today });
  const yupError = (field: ValidatedField, values: SignUpValues, whileTyping: boolean): string | null => {
    try {
      // The sign-up spares only the CPF while typing (spec §4, §5); the schema can spare the phone and the birth date too.
      schema.validateSyncAt(field, values, { context: { whileTyping: whileTyping && field === 'identity' } });
      return null;
    } catch (error) {
      if (error instanceof ValidationError) return error.message;
      throw error;
    }
  };
  const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
  const text = fc.oneof(fc.string(), fc.constantFrom('', ' ', '  \t', 'Ana', ' ana@exemplo.com.br ', 'ana@exemplo', 'Senha@Forte1', 'senhafraca'));
  const values = fc.record({
    name: fc.oneof(text, fc.string({ minLength: 195, maxLength: 205 }), fc.constantFrom(' '.repeat(5) + 'a'.repeat(200), 'a'.repeat(201), 'A'.repeat(10_000))),
    email: fc.oneof(text, fc.emailAddress(), fc.emailAddress().map((e) => ` ${e} `)),
    password: fc.oneof(text, fc.string({ minLength: 8 })),
    identity: fc.oneof(digits(0, 12), fc.constantFrom('52998224725', '52998224724', '11111111111')),
    phoneNumber: fc.oneof(digits(0, 12), fc.constantFrom('11987654321', '11111111111')),
    bornOn: fc.oneof(text, fc.constantFrom('2000-02-29', '2001-02-29', '2010-01-01', '1990-12-31', '1800-01-01', '2026-01-15')),
    acceptsUserTerms: fc.boolean(),
  });

  it('gives the same message for every field, typing or not', () => {
    fc.assert(
      fc.property(values, fc.constantFrom(...validatedFields), fc.boolean(), (partial, field, whileTyping) => {
        const all = { ...emptySignUpValues, ...partial };
        expect(fieldError(field, all, whileTyping, today)).toBe(yupError(field, all, whileTyping));
        expect(signUpRules(today)[field]?.(all, { whileTyping })).toBe(yupError(field, all, whileTyping));
      }),
      fuzzParams(),
    );
  });
});
