// What the pre-rendered page's own scripts say before the app runs. One export a text: each page's
// inline script carries only the texts it says (an object would bring its every text along).

/** A submit made before the app runs is held, and sent by the app once it runs (heldSubmit.ts). */
export const pendingSubmitMessage = 'Aguarde: seus dados serão enviados assim que a página terminar de carregar.';
/** A load that neither fails nor ends (startupFallback.ts). */
export const stalledMessage = 'A página está demorando para carregar. Verifique sua conexão com a internet.';
/** The tab's title on the fallback's error page: the app's own for its error page (appMessages). */
export const errorPageTitle = 'Erro | Programa de Fidelidade';

/**
 * The start-up fallback's error page says what the app's error page says (src/app/pages/Error/messages.ts,
 * held equal by build/startupFallback.test.ts): that module's object also holds texts the fallback never shows.
 */
export const errorPageMessages = {
  title: 'Ops! Ocorreu um erro inesperado.',
  generic: 'Algo deu errado ao mostrar esta página. Tente novamente ou volte para a página inicial.',
  chunk: 'Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente.',
  retry: 'Tentar novamente',
  home: 'Ir para a página inicial',
};
