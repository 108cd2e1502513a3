/** Copy of the placeholder shown on routes whose screen comes in a later release. */
export const placeholderMessages = {
  body: 'Esta tela chega em breve.',
  home: 'Ir para a página inicial',
};
