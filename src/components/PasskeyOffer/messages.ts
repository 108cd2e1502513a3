/** Copy of PasskeyOffer (key `passkeyOffer` in MessagesProvider); a consuming site may override it. */
export const passkeyOfferMessages = {
  title: 'Entre mais rápido da próxima vez',
  intro: 'Crie uma chave de acesso neste aparelho. Da próxima vez, você entra com o desbloqueio da tela (digital, rosto ou PIN), sem digitar a senha.',
  create: 'Criar chave de acesso',
  creating: 'Criando a chave de acesso...',
  retry: 'Tentar de novo',
  skip: 'Agora não',
  created: 'Chave de acesso criada. Da próxima vez, entre com ela.',
  goOn: 'Continuar',
};
