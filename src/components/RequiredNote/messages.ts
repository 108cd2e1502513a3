/** Copy of the required-fields note (key `requiredNote`). */
export const requiredNoteMessages = {
  /** Spec, sign-up screen. */
  text: '(*) Campos obrigatórios',
};
