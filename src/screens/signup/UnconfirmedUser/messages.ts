/** Copy of `/unconfirmed-user`. */
export const unconfirmedUserMessages = {
  title: 'Confirme seu e-mail',
  pending: 'A conta do e-mail abaixo ainda não foi confirmada:',
  explain: 'Para usar sua conta, abra a mensagem de confirmação que enviamos e clique no link dela. Confira também a caixa de spam.',
  resend: 'Reenviar e-mail de confirmação',
  resending: 'Reenviando...',
  resendElsewhere: 'Não é possível reenviar o e-mail de confirmação por aqui. Procure a mensagem na sua caixa de entrada ou entre na sua conta para receber um novo link.',
  sent: (email: string) => `Enviamos um novo e-mail de confirmação para ${email}.`,
  failed: 'Não foi possível reenviar o e-mail agora. Tente novamente em instantes.',
  alreadyConfirmed: 'Este e-mail já foi confirmado. Entre na sua conta.',
  nothingStored:
    'Não encontramos um e-mail aguardando confirmação neste navegador. Procure na sua caixa de entrada a mensagem de confirmação ou entre na sua conta para receber um novo link.',
  login: 'Ir para o login',
  wrongEmail: 'Digitou o e-mail errado? Corrija o endereço',
};
