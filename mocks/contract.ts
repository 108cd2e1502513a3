/**
 * The contract's error shapes (schema.graphql's header), as every part of the mock backend throws
 * them, and the e-mail comparison every part keys accounts by.
 */
import { GraphQLError } from 'graphql';
import { isValidPhone } from '../src/components/validation/phone.ts';

/** Where the front end resends a confirmation e-mail (`UNCONFIRMED#<email>#<url>`). */
export const RESEND_CONFIRMATION_PATH = '/api/confirmation/resend';

export type FieldErrors = Record<string, string[]>;

/** `validation`, with the messages of each field, and the fields refused because an account already has that value. */
export function validationError(errors: FieldErrors, alreadyRegistered: readonly string[] = []): GraphQLError {
  return new GraphQLError('validation', { extensions: alreadyRegistered.length > 0 ? { validation: errors, alreadyRegistered } : { validation: errors } });
}

/** Collects field messages; `throwIfAny()` throws them as one `validation` error. */
export function fieldErrors() {
  const errors: FieldErrors = {};
  return {
    add: (field: string, message: string) => void (errors[field] ??= []).push(message),
    throwIfAny: () => {
      if (Object.keys(errors).length > 0) throw validationError(errors);
    },
  };
}

/** The session ended (or never was): `UNAUTHENTICATED`. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError('Sua sessão expirou. Entre de novo.', { extensions: { code: 'UNAUTHENTICATED' } });
}

/** `TOO_MANY_ATTEMPTS`, with the seconds to wait (at least one, whole). */
export function tooManyAttempts(retryAfterSeconds: number, message = 'Muitas tentativas. Aguarde um pouco e tente de novo.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) } });
}

export function codeExpired(): GraphQLError {
  return new GraphQLError('O código expirou. Peça um novo código.', { extensions: { code: 'CODE_EXPIRED' } });
}

export function invalidTokenError(): GraphQLError {
  return new GraphQLError('Token inválido ou expirado.', { extensions: { code: 'INVALID_TOKEN' } });
}

/** The account exists and waits for its e-mail's confirmation: `UNCONFIRMED#<email>#<resend URL>`. */
export function unconfirmedError(email: string): GraphQLError {
  return new GraphQLError(`UNCONFIRMED#${email}#${RESEND_CONFIRMATION_PATH}?email=${encodeURIComponent(email)}`);
}

/** An address the server takes: something, '@', a domain with a dot; no spaces. */
export const isEmailAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** E-mail addresses compare without case or surrounding spaces. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The server's check of a phone number: the 11 digits of a mobile number (one of Anatel's DDDs, then
 * 9; not one digit repeated), the rule the field applies, so a value the field would flag is refused.
 */
export function checkPhoneNumber(add: (field: string, message: string) => void, phoneNumber: string | null | undefined): void {
  if (phoneNumber && !(/^\d{11}$/.test(phoneNumber) && isValidPhone(phoneNumber))) add('phoneNumber', 'Número de telefone inválido.');
}
