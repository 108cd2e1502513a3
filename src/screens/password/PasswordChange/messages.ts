import { validationMessages } from '../../../components/validation/messages';

/** Copy of `/password/change`; the validation texts of spec §5 come from the shared schema. */
export const passwordChangeMessages = {
  title: 'Alterar senha',
  intro: 'Para sua segurança, confirme a senha que você usa hoje e escolha uma nova.',
  currentPasswordLabel: 'Senha atual',
  currentPasswordRequired: 'Digite sua senha atual',
  forgotPassword: 'Esqueceu a senha atual? Recupere o acesso',
  newPasswordLabel: 'Nova senha',
  /** The spec's helper text, with the live checklist under it. */
  newPasswordHint: validationMessages.passwordHelper,
  confirmationLabel: 'Repita a nova senha',
  confirmationHint: 'Digite a nova senha mais uma vez, para ter certeza de que não houve erro de digitação.',
  sameAsCurrent: 'A nova senha precisa ser diferente da atual.',
  submit: 'Alterar senha',
  submitting: 'Enviando...',
  serverErrorTitle: 'Não foi possível alterar a sua senha',
};
