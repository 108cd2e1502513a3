/** Copy of `/logout`. */
export const logoutMessages = {
  title: 'Saindo da sua conta',
  loading: 'Encerrando sua sessão…',
};
