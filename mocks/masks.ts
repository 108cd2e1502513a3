/** How the mock shows a contact it will not reveal (the recovery's options). */
/** `maria.silva@exemplo.com.br` → `m***@exemplo.com.br`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0] ?? ''}***${email.slice(at)}`;
}

/** `11987654321` → `(11) *****-4321`. */
export function maskPhone(digits: string): string {
  return `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
}
