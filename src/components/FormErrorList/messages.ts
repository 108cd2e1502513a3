/** Copy of the general error list (key `formErrorList`). */
export const formErrorListMessages = {
  /** Names the list for screen readers. */
  listLabel: 'Erros do formulário',
  /** The button that sends the form again after a lost connection. */
  retry: 'Tentar novamente',
};
