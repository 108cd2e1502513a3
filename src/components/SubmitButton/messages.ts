/** Copy of the submit button (key `submitButton`). */
export const submitButtonMessages = {
  /** The label while the form is being sent (spec, sign-up and create-password screens). */
  loading: 'Enviando...',
};
