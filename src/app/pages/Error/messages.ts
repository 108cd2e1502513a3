/** Copy of the generic error page; the title is the spec's, to the letter. */
export const errorMessages = {
  title: 'Ops! Ocorreu um erro inesperado.',
  generic: 'Algo deu errado ao mostrar esta página. Tente novamente ou volte para a página inicial.',
  chunk: 'Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente.',
  detailsLabel: 'Mensagem do erro:',
  status: (status: number) => `A página respondeu com o código ${status}.`,
  retry: 'Tentar novamente',
  home: 'Ir para a página inicial',
};
