import { birthDateError, type Today } from './birthDate.ts';
import { cpfError } from './cpf.ts';
import { emailError } from './email.ts';
import { validationMessages } from './messages.ts';
import { nameError } from './name.ts';
import { isStrongPassword } from './password.ts';
import { phoneError } from './phone.ts';

/** What a rule reads besides the value: whether the person is still typing it, and the day to check dates against. */
export interface RuleContext {
  /** An incomplete value (a CPF short of digits) is not an error yet. */
  whileTyping: boolean;
  /** The day a birth date is checked against; the current local date by default. */
  today?: Today;
}

/** One field's rule: its message (spec section 5), or null when the value is valid. */
export type ValueRule<T> = (value: T, context: RuleContext) => string | null;

/**
 * The sign-up's rules (spec sections 3 and 5), one per validated field, without a schema library:
 * the one rule set. `createSignUpSchema` is these rules under yup, and a site's own form (or the
 * reference app's) checks with these same functions.
 */
export const signUpFieldRules = {
  name: (value: string) => nameError(value),
  email: (value: string) => emailError(value.trim()),
  password: (value: string) => (value === '' ? validationMessages.required : isStrongPassword(value) ? null : validationMessages.password),
  identity: (value: string, { whileTyping }: RuleContext) => cpfError(value, { whileTyping }),
  phoneNumber: (value: string, { whileTyping }: RuleContext) => phoneError(value, { whileTyping }),
  bornOn: (value: string, { whileTyping, today }: RuleContext) => birthDateError(value, { today, whileTyping }),
  acceptsUserTerms: (value: boolean) => (value === true ? null : validationMessages.acceptsUserTerms),
} as const satisfies { [field: string]: ValueRule<string> | ValueRule<boolean> };

/** The sign-up fields with a rule. */
export type SignUpRuledField = keyof typeof signUpFieldRules;
