/** Copy of CnpjField (key `cnpjField` in MessagesProvider); a consuming site may override it. */
export const cnpjFieldMessages = {
  label: 'CNPJ',
  hint: 'São 14 caracteres, que podem incluir letras. Por exemplo, 12.ABC.345/01DE-35.',
};
