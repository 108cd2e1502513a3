/** Copy of `/redirect`. */
export const redirectMessages = {
  leavingTitle: 'Redirecionando…',
  leavingLabel: 'Levando você ao destino…',
  refusedTitle: 'Não foi possível continuar',
  refused:
    'O endereço de destino não pertence a um site parceiro autorizado do programa. Por segurança, não vamos levar você até lá.',
  nothingStored: 'Não encontramos um endereço para onde continuar depois do acesso.',
  home: 'Ir para a página inicial',
};
