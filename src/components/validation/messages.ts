/** Validation messages; the ones spec section 5 gives are used to the letter. */
export const validationMessages = {
  required: 'Campo obrigatório',
  email: 'Email inválido',
  /** Not in the spec: a name longer than the server takes (`NAME_MAX_LENGTH`). */
  nameTooLong: 'O nome pode ter até 200 caracteres.',
  password: 'Deve conter no mínimo 8 caracteres; e ao menos uma letra maiúscula, uma minúscula, um número e um símbolo.',
  passwordHelper:
    'Sua senha deve ter no mínimo 8 caracteres e deve incluir ao menos uma letra maiúscula, uma minúscula, um número e um símbolo.',
  cpf: 'CPF inválido',
  /** Not in the spec: a CPF with fewer than 11 digits, where 'CPF inválido' would come too early. */
  cpfIncomplete: 'Digite os 11 números do CPF',
  phone: 'Número de telefone inválido',
  bornOnInvalid: 'Data de nascimento inválida',
  bornOnUnderage: 'Você precisa ser maior de 18 anos',
  acceptsUserTerms: 'Para concluir, é necessário aceitar os Termos de Serviço, Política de Privacidade e Regulamento.',
  cnpj: 'CNPJ inválido',
  createPasswordRequired: 'Digite uma senha',
  createPasswordConfirmationRequired: 'Confirme a senha',
  createPasswordMismatch: 'A confirmação de senha não foi repetida corretamente',
  /** Not in the spec (§5 leaves the strength check to us): starts the refusal of a weak new password. */
  passwordWeak: 'Esta senha é fácil de adivinhar.',
  /** Ends that refusal when the estimator has no suggestion of its own. */
  passwordWeakHint: 'Use uma frase com palavras pouco comuns, além de números e símbolos.',
} as const;
