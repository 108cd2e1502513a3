/** Copy of `/recovery/choose-reset-options`. Stable keys, so a programme site can override the text. */
export const recoveryChooseResetOptionsMessages = {
  title: 'Como redefinir a senha',
  intro: 'Encontramos a sua conta. Escolha para onde devemos enviar as instruções para criar uma nova senha.',
  legend: 'Receber as instruções por',
  emailOption: (masked: string) => `E-mail para ${masked}`,
  emailOptionHint: 'Enviaremos um link e um código.',
  smsOption: (masked: string) => `SMS para o celular ${masked}`,
  smsOptionHint: 'Enviaremos um código de confirmação.',
  submit: 'Enviar',
  errorTitle: 'Não foi possível enviar',
  redirecting: 'Voltando para o início da recuperação de senha…',
} as const;
