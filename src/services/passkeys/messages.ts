/** What the passkey parts of the screens say when a ceremony fails, in words the person can act on. */
export const passkeyMessages = {
  cancelled: 'A chave de acesso não foi usada: o pedido foi cancelado. Tente de novo ou entre com a senha.',
  timeout: 'O tempo para usar a chave de acesso acabou. Tente de novo ou entre com a senha.',
  unsupported: 'Este navegador não permite usar chaves de acesso aqui. Entre com a senha.',
  notFound: 'Esta chave de acesso não está mais cadastrada na sua conta. Entre com a senha e crie outra.',
  rejected: 'Não foi possível confirmar a chave de acesso. Tente de novo ou entre com a senha.',
  expired: 'O pedido de chave de acesso expirou. Tente de novo.',
  createCancelled: 'A criação da chave de acesso foi cancelada. Tente de novo ou continue sem ela.',
  createTimeout: 'O tempo para criar a chave de acesso acabou. Tente de novo ou continue sem ela.',
  createUnsupported: 'Este navegador não permite criar chaves de acesso aqui.',
  alreadyRegistered: 'Este aparelho já tem uma chave de acesso para a sua conta.',
  createRejected: 'Não foi possível confirmar a nova chave de acesso. Tente de novo.',
} as const;
