import type { InvalidReason } from './authorizeRequest';

/** Copy of the OAuth2 authorize screen (`/oauth2/authorize`). */
export const oauthAuthorizeMessages = {
  loading: 'Carregando o pedido de acesso…',
  signingIn: 'Levando você para entrar na sua conta…',
  consentTitle: (client: string) => `${client} quer acessar a sua conta`,
  account: (name: string) => `Você está usando a conta de ${name}.`,
  accountWithoutName: 'Você está usando a sua conta do programa.',
  notYou: 'Não é você?',
  permissionsIntro: (client: string) => `Se você permitir, ${client} poderá:`,
  noPermissions: 'Apenas confirmar que você tem uma conta no programa.',
  returnTo: (host: string) => `Depois, você volta para ${host}. Nada é compartilhado sem a sua permissão.`,
  allow: 'Permitir',
  allowing: 'Autorizando...',
  cancel: 'Cancelar',
  failedTitle: 'Não foi possível autorizar o acesso',
  failed: 'Ocorreu um erro ao autorizar o acesso. Tente novamente em instantes.',
  invalidTitle: 'Link de autorização inválido',
  invalidIntro: 'Este link de acesso não é válido, por isso não vamos levar você a lugar nenhum.',
  invalidHint: 'Volte ao site ou aplicativo de onde você veio e tente entrar de novo. Se o problema continuar, fale com o suporte dele.',
  invalidReasons: {
    missingParameters: 'Faltam informações obrigatórias no link (o aplicativo, o endereço de retorno ou o tipo de resposta).',
    unsupportedResponseType: 'O tipo de resposta pedido não é aceito por este portal.',
    unsupportedPkce: 'O método de segurança (PKCE) pedido não é aceito por este portal.',
    unknownClient: 'O aplicativo que pediu o acesso não está cadastrado.',
    unregisteredRedirectUri: 'O endereço de retorno não está cadastrado para este aplicativo.',
    unknownScope: 'O aplicativo pediu uma permissão que não existe.',
  } satisfies Record<InvalidReason, string>,
  loadFailedTitle: 'Não foi possível carregar o pedido de acesso',
  loadFailed: 'Verifique a sua conexão e recarregue a página. Se o problema continuar, tente de novo mais tarde.',
  reload: 'Recarregar a página',
  home: 'Ir para a página inicial',
};
