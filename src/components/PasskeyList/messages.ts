const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
/** An ISO 8601 instant as a date in words, in Brasília's time ("28 de novembro de 2026"). */
export const dateInWords = (iso: string) => dateFormat.format(new Date(iso));

/** Copy of PasskeyList (key `passkeyList` in MessagesProvider); a consuming site may override it. */
export const passkeyListMessages = {
  title: 'Chaves de acesso',
  intro: 'Entre sem senha, com o desbloqueio da tela do aparelho.',
  empty: 'Você ainda não tem chaves de acesso.',
  created: (iso: string) => `Criada em ${dateInWords(iso)}`,
  lastUsed: (iso: string | null) => (iso === null ? 'Ainda não usada' : `Último uso em ${dateInWords(iso)}`),
  add: 'Criar chave de acesso',
  adding: 'Criando a chave de acesso...',
  remove: 'Remover',
  /** The remove button's accessible name: which passkey it removes. */
  removeLabel: (device: string) => `Remover a chave de acesso ${device}`,
  confirm: (device: string) => `Remover a chave de acesso ${device}? Você não poderá mais entrar com ela.`,
  confirmRemove: 'Sim, remover',
  cancel: 'Cancelar',
  removing: 'Removendo...',
};
