/** Copy of the not-found page; the title is the spec's, to the letter. */
export const notFoundMessages = {
  title: 'Ops, página não encontrada!',
  body: 'O endereço pode ter sido digitado errado ou a página mudou de lugar.',
  home: 'Ir para a página inicial',
};
