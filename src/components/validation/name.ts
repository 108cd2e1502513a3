import { validationMessages } from './messages.ts';
import { requiredError } from './required.ts';

/** The longest name the programme's server takes, in characters, once the spaces around it are trimmed. */
export const NAME_MAX_LENGTH = 200;

/**
 * The error for a person's full name, or null when it is fine: 'Campo obrigatório' when empty or
 * only spaces; 'O nome pode ter até 200 caracteres.' past `NAME_MAX_LENGTH`. The value is never
 * cut: a long paste stays as typed, for the person to shorten. Submit the trimmed value.
 */
export function nameError(value: string): string | null {
  return requiredError(value) ?? (value.trim().length > NAME_MAX_LENGTH ? validationMessages.nameTooLong : null);
}
