/** Copy of `/password/change/success`. */
export const passwordChangeSuccessMessages = {
  title: 'Senha alterada',
  text: 'Sua senha foi alterada com sucesso. Da próxima vez que entrar, use a nova senha.',
  passwordManager: 'Se você guarda suas senhas em um gerenciador de senhas ou no navegador, atualize a senha salva lá também.',
  notYou: 'Não foi você quem fez esta alteração? Recupere o acesso agora mesmo e escolha outra senha.',
  recovery: 'Recuperar o acesso',
  nextStepsLabel: 'Próximos passos',
  home: 'Ir para a página inicial',
  profile: 'Ver e atualizar meu cadastro',
};
