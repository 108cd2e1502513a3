/** Copy of `/recovery/confirmation-code`. Stable keys, so a programme site can override the text. */
export const recoveryConfirmationCodeMessages = {
  title: 'Código de confirmação',
  sentBySms: (length: number, masked: string) => `Enviamos um código de ${length} números por SMS para o celular ${masked}.`,
  sentByEmail: (length: number, masked: string) => `Enviamos um código de ${length} números por e-mail para ${masked}.`,
  codeLabel: 'Código',
  codeHint: (length: number) => `Digite ou cole os ${length} números do código.`,
  codeRequired: 'Digite o código que enviamos para você',
  codeIncomplete: (length: number) => `O código tem ${length} números. Confira o que foi digitado.`,
  invalidCode: (attemptsLeft: number | null) =>
    attemptsLeft === null
      ? 'Código incorreto. Confira os números e tente novamente.'
      : `Código incorreto. Confira os números e tente novamente: ${attemptsLeft === 1 ? 'resta 1 tentativa' : `restam ${attemptsLeft} tentativas`}.`,
  codeExpired: 'Este código expirou. Peça um novo código com o botão “Reenviar código” e digite o novo.',
  locked: 'Você errou o código muitas vezes e ele não vale mais. Peça um novo código com o botão “Reenviar código” e digite o novo.',
  submit: 'Confirmar código',
  errorTitle: 'Não foi possível confirmar o código',
  resend: 'Reenviar código',
  resent: (masked: string) => `Enviamos um novo código para ${masked}. O código anterior não vale mais.`,
  redirecting: 'Voltando para o início da recuperação de senha…',
} as const;
