/** Copy of the app shell: the tab's title around a page's (src/services/routeManifest.ts names each route's) and shell-level texts. */
export const appMessages = {
  siteName: 'Programa de Fidelidade',
  documentTitle: (page: string) => `${page} | Programa de Fidelidade`,
  errorTitle: 'Erro',
  loadingTitle: 'Carregando',
  notFoundTitle: 'Página não encontrada',
};
