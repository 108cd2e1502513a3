import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { fuzzParams } from '../../test/fuzz';
import { createPasswordFieldRules as rules } from './createPassword';
import { createPasswordSchema } from './schemas';

type Values = { password: string; passwordConfirmation: string };
const ruleError = (field: keyof Values, values: Values) =>
  field === 'password' ? rules.password(values.password) : rules.passwordConfirmation(values.passwordConfirmation, values);

describe('createPasswordFieldRules', () => {
  it('gives the spec’s messages: required, strength, then the confirmation', () => {
    expect(rules.password('')).toBe('Digite uma senha');
    expect(rules.password('fraca')).toMatch(/^Deve conter no mínimo 8 caracteres/);
    expect(rules.passwordConfirmation('', { password: '' })).toBe('Confirme a senha');
    expect(rules.passwordConfirmation('Senha@Forte2', { password: 'Senha@Forte1' })).toBe('A confirmação de senha não foi repetida corretamente');
    expect(rules.passwordConfirmation('Senha@Forte1', { password: 'Senha@Forte1' })).toBeNull();
  });

  it('is what createPasswordSchema checks, on any values (property)', () => {
    const schema = createPasswordSchema();
    const yupError = (field: keyof Values, values: Values) => {
      try {
        schema.validateSyncAt(field, values);
        return null;
      } catch (error) {
        if (error instanceof ValidationError) return error.message;
        throw error;
      }
    };
    const text = fc.oneof(fc.string(), fc.constantFrom('', 'Senha@Forte1', 'senhafraca', 'Brasil@2024'));
    fc.assert(
      fc.property(text, text, fc.boolean(), (password, other, same) => {
        const values = { password, passwordConfirmation: same ? password : other };
        for (const field of ['password', 'passwordConfirmation'] as const) expect(ruleError(field, values)).toBe(yupError(field, values));
      }),
      fuzzParams(),
    );
  });
});
