/**
 * The code as the field keeps it: digits only, at most `length` of them. A pasted code with
 * spaces, dashes or dots ('123 456', '123-456') keeps its digits; letters are dropped.
 */
export function cleanCode(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, Math.max(0, length));
}
