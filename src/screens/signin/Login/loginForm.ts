import { displayIdentifier, identifierProblem, identifierVariable } from '../../../components/validation/identifier';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import { loginMessages as m } from './messages';
import type { LoginScreenLoginMutation$variables } from './__generated__/LoginScreenLoginMutation.graphql';

/** Longer is no e-mail address (RFC 5321 caps a path at 254 characters). */
const MAX_IDENTIFIER_LENGTH = 254;

const { field, form } = fieldsFor<LoginScreenLoginMutation$variables>();

/**
 * The sign-in form, each field once; checked on submit, then on every change (an incomplete CPF
 * spared while it is being typed). A link's `?identifier=` (from an e-mail or a partner) sets the
 * identifier, shown as the field would show it typed; the password is never prefilled nor stored,
 * and stays in the field after a failure.
 */
export const loginForm = form({
  /** As shown in the field (a CPF with its mask); the mutation gets `identifierVariable` of it. */
  identifier: field({
    empty: '', prefillFrom: 'identifier', waitsWhileTyping: true,
    prefill: (value) => (value.length <= MAX_IDENTIFIER_LENGTH ? displayIdentifier(value) : undefined),
    rule: (value, { whileTyping }) => {
      const problem = identifierProblem(value);
      if (problem === null || (problem !== 'required' && whileTyping)) return null;
      return problem === 'required' ? m.identifierRequired : m.cpfIncomplete;
    },
    send: (value) => ({ identifier: identifierVariable(value) }),
  }),
  password: field({
    empty: '',
    rule: (value) => (value === '' ? m.passwordRequired : null),
    send: (password) => ({ password }),
  }),
});

/** The sign-in's values. */
export type LoginValues = ValuesOf<typeof loginForm.fields>;

/** `Field` bound by name to the sign-in's values: a misspelt name does not compile. */
export const LoginField = loginForm.Field;
