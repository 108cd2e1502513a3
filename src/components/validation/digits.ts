const DECIMAL_DIGIT = /\p{Nd}/u;
const ANY_DECIMAL_DIGIT = /\p{Nd}/gu;

function isDecimalDigit(codePoint: number): boolean {
  return codePoint >= 0 && DECIMAL_DIGIT.test(String.fromCodePoint(codePoint));
}

/**
 * The value (0–9) of a Unicode decimal digit (general category Nd): '٣' (Arabic-Indic) and '３'
 * (full-width) are 3. Returns -1 for anything else.
 *
 * Unicode guarantees that decimal digits are encoded in contiguous runs of ten, 0 to 9 in order
 * (some runs touch, like the mathematical digits), so the value is the distance from the start of
 * the contiguous Nd run, modulo 10. No table to keep up to date: the engine's Unicode data decides.
 */
export function digitValue(char: string): number {
  const codePoint = char.codePointAt(0);
  if (codePoint === undefined || String.fromCodePoint(codePoint) !== char || !isDecimalDigit(codePoint)) return -1;
  let start = codePoint;
  while (isDecimalDigit(start - 1)) start -= 1;
  return (codePoint - start) % 10;
}

/** `value` with every Unicode decimal digit replaced by its ASCII digit; every other character is kept. */
export function normalizeDigits(value: string): string {
  return value.replace(ANY_DECIMAL_DIGIT, (digit) => (digit.length === 1 && digit >= '0' && digit <= '9' ? digit : String(digitValue(digit))));
}

/** Only the digits of `value`, in order, as ASCII: every Unicode decimal digit counts ('１' → '1'), everything else is dropped. */
export function onlyDigits(value: string): string {
  return normalizeDigits(value).replace(/[^0-9]/g, '');
}

/** True when `value` is one character repeated (and not empty): '00000000000', 'AAAA'. */
export function isOneRepeatedCharacter(value: string): boolean {
  return value.length > 0 && value.split('').every((char) => char === value[0]);
}

/**
 * Lays the characters of a clean value into a mask written as in the spec ('999.999.999-99'): each
 * '9' takes the next character, anything else is a literal. A literal is shown only once a character
 * follows it, as the input's mask shows it while typing ('529.9', never '529.'); extra characters
 * are dropped.
 */
export function formatWithPattern(clean: string, pattern: string): string {
  let result = '';
  let literals = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= clean.length) break;
    if (slot === '9') {
      result += literals + clean.charAt(next);
      literals = '';
      next += 1;
    } else {
      literals += slot;
    }
  }
  return result;
}
