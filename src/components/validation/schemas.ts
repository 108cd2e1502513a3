import { boolean, object, string } from 'yup';
import type { Today } from './birthDate.ts';
import { cnpjError } from './cnpj.ts';
import { validationMessages } from './messages.ts';
import { createPasswordFieldRules } from './createPassword.ts';
import { signUpFieldRules } from './signUpRules.ts';

/** Every message the schemas use (spec section 5, plus the incomplete-CPF hint). */
export const schemaMessages = validationMessages;

/** Message keys of `schemaMessages`, for overrides. */
export type SchemaMessageKey = keyof typeof schemaMessages;

/** Options of every rule and schema. */
export interface SchemaOptions {
  /** Copy overrides for another programme site, by key of `schemaMessages`; the spec's texts by default. */
  messages?: Partial<Record<SchemaMessageKey, string>>;
}

/** Options of the rules that depend on the date. */
export interface DatedSchemaOptions extends SchemaOptions {
  /** The day to validate against; by default the current local date at the moment of validation. */
  today?: Today;
}

const keyOfMessage = new Map<string, SchemaMessageKey>(
  (Object.entries(schemaMessages) as [SchemaMessageKey, string][]).map(([key, message]) => [message, key]),
);

function localize(message: string, overrides: SchemaOptions['messages']): string {
  const key = keyOfMessage.get(message);
  return (key && overrides?.[key]) || message;
}

function message(key: SchemaMessageKey, overrides: SchemaOptions['messages']): string {
  return overrides?.[key] ?? schemaMessages[key];
}

/**
 * Validation context the rules read (`schema.validate(values, { context: { whileTyping: true } })`):
 * while typing, an incomplete CPF, phone, birth date or CNPJ is not an error yet.
 */
export interface SchemaContext {
  whileTyping?: boolean;
}

type Check = (value: string, whileTyping: boolean) => string | null;

/** A string rule whose error is what `check` returns (null when valid); missing values count as ''. */
function checkedString(name: string, check: Check, { messages }: SchemaOptions) {
  return string()
    .default('')
    .test(name, schemaMessages.required, (value, context) => {
      const whileTyping = (context.options.context as SchemaContext | undefined)?.whileTyping === true;
      const error = check(value ?? '', whileTyping);
      return error === null || context.createError({ message: localize(error, messages) });
    });
}

/** A required text: 'Campo obrigatório' when empty or only spaces; the value is trimmed. */
export function requiredStringRule(options: SchemaOptions = {}) {
  return string().trim().default('').required(message('required', options.messages));
}

/** Full name: 'Campo obrigatório' when empty or only spaces, 'O nome pode ter até 200 caracteres.' when longer; the value is trimmed. */
export function nameRule(options: SchemaOptions = {}) {
  return checkedString('name', (value) => signUpFieldRules.name(value), options).trim();
}

/** E-mail: 'Campo obrigatório' when empty, 'Email inválido' when not an address; the value is trimmed. */
export function emailRule(options: SchemaOptions = {}) {
  return checkedString('email', (value) => signUpFieldRules.email(value), options).trim();
}

/** Sign-up password: 'Campo obrigatório' when empty, the spec's password message when weak. */
export function passwordRule(options: SchemaOptions = {}) {
  return checkedString('password', (value) => signUpFieldRules.password(value), options);
}

/**
 * CPF (clean digits): required; CPF_INCOMPLETE_MESSAGE under 11 digits (no error while typing, see
 * SchemaContext); 'CPF inválido' only for 11 wrong digits.
 */
export function cpfRule(options: SchemaOptions = {}) {
  return checkedString('cpf', (value, whileTyping) => signUpFieldRules.identity(value, { whileTyping }), options);
}

/** Mobile phone (clean digits): optional; when filled, 'Número de telefone inválido' unless 11 digits, not all the same. */
export function phoneRule(options: SchemaOptions = {}) {
  return checkedString('phone', (value, whileTyping) => signUpFieldRules.phoneNumber(value, { whileTyping }), options);
}

/** Birth date (ISO): required; a real date before today; the person at least 18 (see `birthDateError`). */
export function birthDateRule({ today, ...options }: DatedSchemaOptions = {}) {
  return checkedString('birthDate', (value, whileTyping) => signUpFieldRules.bornOn(value, { whileTyping, today }), options);
}

/** CNPJ (clean, numeric or alphanumeric): required; 'CNPJ inválido' unless the check digits are right. */
export function cnpjRule(options: SchemaOptions = {}) {
  return checkedString('cnpj', (value, whileTyping) => cnpjError(value, { whileTyping }), options);
}

/** The terms checkbox: must be checked, else the spec's message. */
export function acceptsUserTermsRule(options: SchemaOptions = {}) {
  const text = message('acceptsUserTerms', options.messages);
  return boolean()
    .default(false)
    .required(text)
    .test('acceptsUserTerms', text, (value) => signUpFieldRules.acceptsUserTerms(value === true) === null);
}

/** Sign-up fields that are shown only for some profiles; a hidden field is not validated (spec section 4). */
export type SignUpOptionalField = 'identity' | 'bornOn' | 'acceptsUserTerms';

/** Options of `createSignUpSchema`. */
export interface SignUpSchemaOptions<Hidden extends SignUpOptionalField> extends DatedSchemaOptions {
  /** Fields not shown on this sign-up, left out of the schema. */
  hidden?: readonly Hidden[];
}

/** The sign-up form (spec sections 3 and 5): every field required except the phone; the rules of `signUpFieldRules`. */
export function createSignUpSchema<Hidden extends SignUpOptionalField = never>({ hidden = [], ...options }: SignUpSchemaOptions<Hidden> = {}) {
  return object({
    name: nameRule(options),
    email: emailRule(options),
    password: passwordRule(options),
    identity: cpfRule(options),
    phoneNumber: phoneRule(options),
    bornOn: birthDateRule(options),
    acceptsUserTerms: acceptsUserTermsRule(options),
    acceptsReceiveOffers: boolean().default(false),
  }).omit(hidden);
}

/** The create-password form (spec section 5): the rules of `createPasswordFieldRules`. */
export function createPasswordSchema(options: SchemaOptions = {}) {
  return object({
    password: checkedString('password', (value) => createPasswordFieldRules.password(value), options),
    passwordConfirmation: string()
      .default('')
      .test('passwordConfirmation', schemaMessages.createPasswordConfirmationRequired, (value, context) => {
        const password = typeof context.parent?.password === 'string' ? context.parent.password : '';
        const error = createPasswordFieldRules.passwordConfirmation(value ?? '', { password });
        return error === null || context.createError({ message: localize(error, options.messages) });
      }),
  });
}
