/** Copy of `/profile/update` (and of the profile loading shared with `/personal-informations`). */
export const profileUpdateMessages = {
  title: 'Atualizar cadastro',
  intro: 'Confira e atualize os seus dados. As alterações valem assim que você salvar.',
  loading: 'Carregando os seus dados...',
  loadFailedTitle: 'Não foi possível carregar os seus dados',
  loadFailedHint: 'Verifique a sua conexão e tente de novo.',
  retry: 'Tentar de novo',
  home: 'Ir para a página inicial',
  sessionEnded: 'Sua sessão terminou. Levando você para entrar de novo...',
  nameLabel: 'Nome completo',
  accountTitle: 'Dados da conta',
  cpfLabel: 'CPF',
  cpfMissing: 'Não informado',
  cpfReadOnlyReason: 'O CPF identifica a sua conta no programa e não pode ser alterado. Se ele estiver errado, fale com o atendimento.',
  cpfAdd: 'Informar CPF',
  emailLabel: 'E-mail',
  emailChange: 'Alterar e-mail',
  passwordChange: 'Alterar senha',
  consentHint: 'Você pode desmarcar quando quiser: basta salvar de novo.',
  submit: 'Salvar alterações',
  saved: 'Pronto! Seus dados foram salvos.',
  savedOffersWithdrawn: 'Pronto! Seus dados foram salvos e você não vai mais receber ofertas.',
  draftRestored: 'Recuperamos o que você tinha digitado antes. Confira e salve.',
  errorTitle: 'Não foi possível salvar',
  formLabel: 'Dados do cadastro',
} as const;

/** What the profile's passkey list says after an action. */
export const passkeyListStatus = {
  added: 'Chave de acesso criada neste aparelho.',
  removed: 'Chave de acesso removida.',
} as const;
