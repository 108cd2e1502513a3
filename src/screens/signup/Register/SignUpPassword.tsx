import { memo, useDeferredValue, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { PasswordField, strengthUserInputs } from '../../../components';
import { fieldOf } from '../../../forms';
import type { SignUpValues } from './signUpForm';

/** The meter's words while no password is typed: it weighs nothing, so it needs none. */
const Field = fieldOf<SignUpValues>();

const NO_WORDS: readonly string[] = [];

/**
 * The sign-up's password, whose strength meter counts the name and e-mail typed above it as easy to
 * guess. It alone watches them, so a key in the name or the e-mail renders this and not the screen;
 * the field itself renders again only once a password is there to weigh, and then at a lower priority
 * than the key (`useDeferredValue`), so the key shows first.
 */
export function SignUpPassword({ control }: { control: Control<SignUpValues> }) {
  const [name, email, password] = useWatch({ control, name: ['name', 'email', 'password'] });
  const words = useMemo(() => strengthUserInputs([name, email]), [name, email]);
  const userInputs = useDeferredValue(password === '' ? NO_WORDS : words);
  return <PasswordBinding userInputs={userInputs} />;
}

const PasswordBinding = memo(function PasswordBinding({ userInputs }: { userInputs: readonly string[] }) {
  // The meter and its warning only: the sign-up keeps the spec's rules (no refusal by strength).
  return <Field name="password" component={PasswordField} autoComplete="new-password" required showChecklist showStrength strengthUserInputs={userInputs} />;
});
