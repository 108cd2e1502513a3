/** Copy of `/email/change/success`. */
export const emailChangeSuccessMessages = {
  title: 'Confirme o novo e-mail',
  sentTo: 'Enviamos um link de confirmação para:',
  sentSomewhere: 'Enviamos um link de confirmação para o novo endereço que você informou.',
  nextStepsTitle: 'O que fazer agora',
  steps: {
    signedIn: [
      'Abra a mensagem que enviamos e clique no link de confirmação.',
      'Até confirmar, continue entrando com o seu e-mail atual.',
      'Depois de confirmar, use o novo e-mail para entrar.',
    ],
    unconfirmed: [
      'Abra a mensagem que enviamos e clique no link de confirmação.',
      'Depois de confirmar, entre na sua conta com o novo e-mail e a senha do cadastro.',
    ],
  },
  spam: 'Não recebeu em alguns minutos? Confira a caixa de spam e lixo eletrônico.',
  wrongAgain: 'O endereço está errado? Corrija de novo',
  home: 'Voltar para a página inicial',
  unconfirmedBack: 'Reenviar a confirmação',
};
