import { validationMessages } from '../../../components/validation/messages';

/** What differs between creating a password (spec §2, §8) and resetting one. */
export interface PasswordFormVariantMessages {
  title: string;
  /** Under the title, naming the account the password is for: the text before and after its e-mail. */
  intro: readonly [string, string];
  /** The response carried GraphQL errors: the link is no longer valid. */
  linkExpired: string;
  /** Any other failure, the network included. */
  unexpected: string;
}

/** Copy shared by the create-password and reset-password forms. */
export const passwordFormMessages = {
  passwordLabel: 'Sua senha',
  /** The spec's helper text, with the live checklist under it. */
  passwordHint: validationMessages.passwordHelper,
  confirmationLabel: 'Repita a senha',
  confirmationHint: 'Digite a mesma senha mais uma vez, para ter certeza de que não houve erro de digitação.',
  submit: 'Enviar',
  submitting: 'Enviando...',
  serverErrorTitle: 'Não foi possível salvar a sua senha',
  noEmailTitle: 'Não encontramos o e-mail da sua conta',
  noEmail:
    'Este endereço não informa para qual conta é a senha. Abra de novo o link que enviamos para o seu e-mail ou solicite um novo link.',
  requestNewLink: 'Solicitar um novo link',
};

/** Copy of each variant; the create-password texts are the spec's, to the letter. */
export const passwordFormVariants = {
  create: {
    title: 'Crie sua Senha',
    intro: ['Crie a senha de acesso da conta ', '.'],
    linkExpired: 'Já expirou o tempo deste link para criar a senha. Por favor, solicite a definição de senha novamente.',
    unexpected: 'Ocorreu um erro inesperado ao criar a sua senha. Por favor, tente novamente.',
  },
  reset: {
    title: 'Redefinir senha',
    intro: ['Escolha uma nova senha para a conta ', '.'],
    linkExpired: 'Já expirou o tempo deste link para redefinir a senha. Por favor, solicite a redefinição de senha novamente.',
    unexpected: 'Ocorreu um erro inesperado ao redefinir a sua senha. Por favor, tente novamente.',
  },
} satisfies Record<string, PasswordFormVariantMessages>;

/** Which form: a first password from an invitation, or a new one from a recovery link. */
export type PasswordFormVariant = keyof typeof passwordFormVariants;
