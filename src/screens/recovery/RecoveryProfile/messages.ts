/** Copy of the recovery by CPF (`/recovery/profile`). Stable keys, so a programme site can override the text. */
export const recoveryProfileMessages = {
  title: 'Recuperar senha pelo CPF',
  intro: 'Informe o CPF da sua conta. Na próxima etapa você escolhe se quer receber as instruções por e-mail ou por SMS.',
  cpfLabel: 'CPF',
  cpfHint: 'Digite os 11 números do CPF do seu cadastro.',
  cpfRequired: 'Digite seu CPF',
  cpfIncomplete: 'O CPF tem 11 números. Confira o que foi digitado.',
  submit: 'Continuar',
  errorTitle: 'Não foi possível continuar',
} as const;
