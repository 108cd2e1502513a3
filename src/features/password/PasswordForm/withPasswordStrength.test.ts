import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { PasswordStrength } from '../../../components/validation/passwordStrength';
import { withPasswordStrength } from './withPasswordStrength';

interface Values {
  password: string;
  passwordConfirmation: string;
}

const weak: PasswordStrength = { score: 1, feedback: { warning: 'Esta é uma senha muito comum.', suggestions: ['Adicione mais palavras menos comuns.'] } };
const strong: PasswordStrength = { score: 4, feedback: { warning: null, suggestions: [] } };
const passing: Resolver<Values> = (values) => ({ values, errors: {} });
const options = (names: string[]) => ({ names, fields: {}, shouldUseNativeValidation: false }) as unknown as ResolverOptions<Values>;
const submit = options(['password', 'passwordConfirmation']);
const values: Values = { password: 'Senha@123', passwordConfirmation: 'Senha@123' };

describe('withPasswordStrength', () => {
  it('refuses a weak password on submit, with the reason', async () => {
    const resolver = withPasswordStrength(passing, { check: () => Promise.resolve(weak) });
    const result = await resolver(values, undefined, submit);
    expect(result.values).toEqual({});
    expect(result.errors.password).toEqual({
      type: 'strength',
      message: 'Esta senha é fácil de adivinhar. Esta é uma senha muito comum. Adicione mais palavras menos comuns.',
    });
  });

  it('accepts a strong one', async () => {
    const resolver = withPasswordStrength(passing, { check: () => Promise.resolve(strong) });
    await expect(resolver(values, undefined, submit)).resolves.toEqual({ values, errors: {} });
  });

  it("passes the context's user inputs to the estimator", async () => {
    const check = vi.fn(() => Promise.resolve(strong));
    await withPasswordStrength(passing, { check })(values, { strengthUserInputs: ['maria'] }, submit);
    expect(check).toHaveBeenCalledWith('Senha@123', ['maria']);
  });

  it('does not estimate while the person retypes one field', async () => {
    const check = vi.fn(() => Promise.resolve(weak));
    const result = await withPasswordStrength(passing, { check })(values, undefined, options(['password']));
    expect(check).not.toHaveBeenCalled();
    expect(result.errors).toEqual({});
  });

  it('keeps the rules’ error and does not estimate when the rules refuse the password', async () => {
    const check = vi.fn(() => Promise.resolve(weak));
    const rulesError = { password: { type: 'password', message: 'Deve conter no mínimo 8 caracteres' } } as FieldErrors<Values>;
    const refusing: Resolver<Values> = () => ({ values: {}, errors: rulesError });
    const result = await withPasswordStrength(refusing, { check })(values, undefined, submit);
    expect(check).not.toHaveBeenCalled();
    expect(result.errors).toBe(rulesError);
  });

  it('does not estimate while another field is refused, so the rules’ errors come at once', async () => {
    const check = vi.fn(() => Promise.resolve(weak));
    const mismatch = { passwordConfirmation: { type: 'oneOf', message: 'A confirmação de senha não foi repetida corretamente' } } as FieldErrors<Values>;
    const result = await withPasswordStrength<Values>(() => ({ values: {}, errors: mismatch }), { check })(values, undefined, submit);
    expect(check).not.toHaveBeenCalled();
    expect(result.errors).toBe(mismatch);
  });

  it('lets the rules decide when the estimator cannot load', async () => {
    const resolver = withPasswordStrength(passing, { check: () => Promise.reject(new Error('chunk')) });
    await expect(resolver(values, undefined, submit)).resolves.toEqual({ values, errors: {} });
  });
});
