/** Copy of the sign-up screen (spec §2); field labels and hints come from the design system. */
export const registerMessages = {
  title: 'Cadastre-se',
  intro: 'Preencha seus dados para criar sua conta no programa.',
  nameLabel: 'Nome completo',
  submit: 'Criar conta',
  generalErrorsTitle: 'Não foi possível criar sua conta',
};
