/** Copy of CpfField (key `cpfField` in MessagesProvider); a consuming site may override it. */
export const cpfFieldMessages = {
  label: 'CPF',
  hint: 'Usamos o CPF para identificar você. Digite só os números: a pontuação aparece sozinha.',
};
