/** Copy of the pages shown once a password is set; the create-password texts are the spec's (§2). */
export const passwordSuccessMessages = {
  create: {
    title: 'Senha criada',
    text: 'Sua senha foi criada com sucesso.',
  },
  reset: {
    title: 'Senha redefinida',
    text: 'Sua senha foi redefinida com sucesso.',
  },
  loginLink: 'Clique aqui para voltar à página de login',
};
