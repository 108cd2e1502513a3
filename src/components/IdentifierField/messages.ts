/** Copy of the identifier field; a consuming site may override it (key `identifierField`). */
export const identifierFieldMessages = {
  label: 'E-mail ou CPF',
};
