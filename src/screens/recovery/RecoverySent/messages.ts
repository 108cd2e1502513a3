/** Copy of `/recovery/sent`. Stable keys, so a programme site can override the text. */
export const recoverySentMessages = {
  title: 'Instruções enviadas',
  sentTo: 'Enviamos as instruções para redefinir a senha para:',
  /** By e-mail the answer is the same for any address, so the page never confirms an account. */
  ifAccount: 'Se este e-mail estiver cadastrado, a mensagem chega em alguns minutos.',
  nextTitle: 'O que fazer agora',
  stepOpen: 'Abra a mensagem e clique no link para criar uma nova senha.',
  stepSpam: 'Não encontrou? Confira as pastas de spam, lixo eletrônico e promoções.',
  stepExpires: 'O link vale por pouco tempo. Se ele expirar, peça um novo envio aqui.',
  resend: 'Reenviar e-mail',
  resent: (masked: string) => `Enviamos um novo e-mail para ${masked}.`,
  enterCode: 'A mensagem trouxe um código? Digite o código aqui',
  redirecting: 'Voltando para o início da recuperação de senha…',
} as const;
