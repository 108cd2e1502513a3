import { OVERFLOW_LIMIT } from '../../components/MaskedInput/MaskedInput';
import { onlyDigits } from '../../components/validation';

/**
 * How many digits past the code's length the field keeps, as the masked fields do: enough to see and
 * correct any paste a person makes; a pathological one (10,000 digits) stops there, still too long.
 */
export const CODE_OVERFLOW_LIMIT = OVERFLOW_LIMIT;

/**
 * The code as the field keeps it: digits only, as ASCII (another script's digits, '１２３', count, as
 * in the masks). A pasted code with spaces, dashes or dots ('123 456', '123-456') keeps its digits;
 * letters are dropped. Never cut to the code's length: a paste of
 * '1234567' stays on screen whole, and the form's rule says the code has 6 digits, so a longer
 * number never becomes a shorter one that is then sent.
 */
export function cleanCode(text: string, length: number): string {
  return onlyDigits(text).slice(0, Math.max(0, length) + CODE_OVERFLOW_LIMIT);
}
