/** Copy of `/email/invite/confirmation/:token`, by outcome. */
export const emailConfirmationMessages = {
  loadingTitle: 'Confirmando seu e-mail',
  loading: 'Confirmando seu e-mail…',
  confirmed: {
    title: 'E-mail confirmado',
    text: (email: string) => `Pronto! O endereço ${email} foi confirmado.`,
    next: 'Agora é só entrar na sua conta com este e-mail e a sua senha.',
  },
  alreadyConfirmed: {
    title: 'E-mail já confirmado',
    text: (email: string) => `O endereço ${email} já tinha sido confirmado antes, com este mesmo link. Não é preciso fazer mais nada.`,
    next: 'Entre na sua conta com este e-mail e a sua senha.',
  },
  invalid: {
    title: 'Link de confirmação inválido',
    text: 'Este link de confirmação expirou ou não é válido. Os links valem por 7 dias e só o mais recente funciona.',
    howToGetNew: 'Para receber um novo link, entre com o seu e-mail e a sua senha: se a conta ainda não estiver confirmada, você poderá pedir um novo envio. Se ainda não tem conta, cadastre-se.',
    register: 'Criar uma conta',
  },
  failed: {
    title: 'Não foi possível confirmar agora',
    retry: 'Tentar novamente',
  },
  login: 'Entrar na minha conta',
};
