/** Copy of PhoneField (key `phoneField` in MessagesProvider); a consuming site may override it. */
export const phoneFieldMessages = {
  label: 'Celular',
  hint: 'Com DDD. Por exemplo, (11) 98765-4321.',
};
