import { displayIdentifier, identifierProblem } from '../../../components/validation/identifier';
import { fieldOf, type FormRules } from '../../../forms';
import { loginMessages as m } from './messages';

export interface LoginValues {
  /** As shown in the field (a CPF with its mask); the mutation gets `identifierVariable` of it. */
  identifier: string;
  /** Kept in the form only: never stored, and left in the field after a failure. */
  password: string;
}

/** `Field` bound by name to the sign-in's values: a misspelt name does not compile. */
export const LoginField = fieldOf<LoginValues>();

/** Longer is no e-mail address (RFC 5321 caps a path at 254 characters). */
const MAX_IDENTIFIER_LENGTH = 254;

// Checked on submit, then on every change (an incomplete CPF spared while it is being typed).
export const loginRules: FormRules<LoginValues> = {
  identifier: ({ identifier }, { whileTyping }) => {
    const problem = identifierProblem(identifier);
    if (problem === null || (problem !== 'required' && whileTyping)) return null;
    return problem === 'required' ? m.identifierRequired : m.cpfIncomplete;
  },
  password: ({ password }) => (password === '' ? m.passwordRequired : null),
};

/** `?identifier=` (a link from an e-mail or a partner), shown as the field would show it typed. */
export function prefilledIdentifier(search: string): string {
  const value = new URLSearchParams(search).get('identifier') ?? '';
  return value.length <= MAX_IDENTIFIER_LENGTH ? displayIdentifier(value) : '';
}

