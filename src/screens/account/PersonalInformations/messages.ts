/** Copy of `/personal-informations` and `/personal-informations/:driver`. */
export const personalInformationsMessages = {
  title: 'Complete seus dados',
  intro: 'Para continuar, precisamos de alguns dados que ainda não temos. Você só precisa informar isso uma vez.',
  loading: 'Carregando os seus dados...',
  complete: 'Seus dados já estão completos: não falta nada para informar aqui.',
  continue: 'Continuar',
  continuing: 'Dados salvos. Continuando...',
  formLabel: 'Dados pessoais que faltam',
  cpfHint: 'Confira antes de salvar: depois, o CPF não pode ser alterado.',
  phoneHint: 'Com DDD. Usamos para avisos sobre a sua conta e, se você quiser, ofertas.',
  submit: 'Salvar e continuar',
  errorTitle: 'Não foi possível salvar',
} as const;
