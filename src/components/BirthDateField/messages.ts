/** Copy of BirthDateField (key `birthDateField` in MessagesProvider); a consuming site may override it. */
export const birthDateFieldMessages = {
  label: 'Data de nascimento',
  hint: 'Dia, mês e ano. Por exemplo, 12/04/1990.',
};
