/** Copy of the e-mail field; a consuming site may override it (key `emailField`). */
export const emailFieldMessages = {
  label: 'E-mail',
  /** Shown as the hint of a read-only (prefilled) e-mail. */
  readOnlyHint: 'Este e-mail já foi informado e não pode ser alterado aqui.',
};
