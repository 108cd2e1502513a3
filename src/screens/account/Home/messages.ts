/** Copy of the home screen. */
export const homeMessages = {
  greeting: (name: string) => `Olá, ${name}!`,
  greetingWithoutName: 'Olá!',
  signedInIntro: 'O que você deseja fazer na sua conta?',
  accountNavLabel: 'Sua conta',
  profileUpdate: 'Atualizar cadastro',
  personalInformations: 'Dados pessoais',
  emailChange: 'Alterar e-mail',
  passwordChange: 'Alterar senha',
  logout: 'Sair',
  signedOutTitle: 'Acesse sua conta',
  signedOutIntro: 'Entre para cuidar do seu cadastro no programa de fidelidade ou crie sua conta agora.',
  login: 'Entrar',
  register: 'Cadastre-se',
};
