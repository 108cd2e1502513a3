/** Copy of the field wrapper; a consuming site may override it. */
export const fieldMessages = {
  /** Read before an error by screen readers, hidden on screen. */
  errorPrefix: 'Erro:',
};
