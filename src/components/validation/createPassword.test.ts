import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { fuzzParams } from '../../test/fuzz';
import { createPasswordError, type CreatePasswordValues } from './createPassword';
import { createPasswordSchema } from './schemas';

describe('createPasswordError', () => {
  it('gives the spec’s messages: required, strength, then the confirmation', () => {
    expect(createPasswordError('password', { password: '', passwordConfirmation: '' })).toBe('Digite uma senha');
    expect(createPasswordError('password', { password: 'fraca', passwordConfirmation: '' })).toMatch(/^Deve conter no mínimo 8 caracteres/);
    expect(createPasswordError('passwordConfirmation', { password: '', passwordConfirmation: '' })).toBe('Confirme a senha');
    expect(createPasswordError('passwordConfirmation', { password: 'Senha@Forte1', passwordConfirmation: 'Senha@Forte2' })).toBe('A confirmação de senha não foi repetida corretamente');
    expect(createPasswordError('passwordConfirmation', { password: 'Senha@Forte1', passwordConfirmation: 'Senha@Forte1' })).toBeNull();
  });

  it('agrees with createPasswordSchema on any values (property)', () => {
    const schema = createPasswordSchema();
    const yupError = (field: keyof CreatePasswordValues, values: CreatePasswordValues) => {
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
        for (const field of ['password', 'passwordConfirmation'] as const) expect(createPasswordError(field, values)).toBe(yupError(field, values));
      }),
      fuzzParams(),
    );
  });
});
