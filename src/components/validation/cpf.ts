/** Only the ASCII digits of `value`, in order. */
export function onlyDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * True when `value` is a CPF written as 11 digits (no punctuation), not all the same digit,
 * with both check digits right.
 */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  if (/^(\d)\1{10}$/.test(value)) return false;
  return checkDigit(value, 9) === Number(value[9]) && checkDigit(value, 10) === Number(value[10]);
}
