/** Copy of `/register/success`. */
export const registerSuccessMessages = {
  title: 'Cadastro realizado',
  created: 'Sua conta foi criada.',
  nextStep: 'Enviamos um e-mail de confirmação. Abra a mensagem e clique no link para ativar sua conta: só depois disso você consegue entrar.',
  sentTo: 'O e-mail foi enviado para:',
  notReceived: 'Não recebeu? Confira também a caixa de spam ou lixo eletrônico.',
  login: 'Ir para o login',
};
