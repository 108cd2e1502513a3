import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { passwordStrengthError, type PasswordStrengthErrorOptions } from '../../../components/validation/passwordStrength';

/** What a strength-checking resolver reads from the form's `context`: the person's own data. */
export interface PasswordStrengthContext {
  /** Name, e-mail…, as `strengthUserInputs` gives them: a password made of them is weak. */
  strengthUserInputs?: readonly string[];
}

/**
 * Adds the strength check to a resolver of a form with a new `password`: once every rule passes, a
 * password zxcvbn scores below 3 is refused with the reason (`passwordStrengthError`). Only when
 * the whole form is validated (submit): while the person retypes after a refusal, the meter under the field gives the strength
 * live, and the heavy estimate does not run on every key. If the estimator cannot load or does not
 * answer within 10 seconds, the rules alone decide: the submit is never blocked by it.
 */
export function withPasswordStrength<T extends FieldValues & { password: string }>(
  rules: Resolver<T>,
  options: PasswordStrengthErrorOptions = {},
): Resolver<T> {
  return async (values, context, resolverOptions) => {
    const result = await rules(values, context, resolverOptions);
    // react-hook-form names every mounted field on submit, and only the changed one (or a `deps`
    // field) when it re-validates as the person types.
    const wholeForm = resolverOptions.names === undefined || resolverOptions.names.length > 1;
    // The rules' errors come at once; the strength is checked when they all pass.
    if (!wholeForm || Object.keys(result.errors).length > 0 || values.password === '') return result;
    const userInputs = (context as PasswordStrengthContext | undefined)?.strengthUserInputs ?? [];
    const message = await passwordStrengthError(values.password, userInputs, options);
    if (message === null) return result;
    return { values: {}, errors: { ...result.errors, password: { type: 'strength', message } } as FieldErrors<T> };
  };
}
