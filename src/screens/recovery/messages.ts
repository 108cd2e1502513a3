import { durationInWords } from '../../components/ResendButton/messages';

/** Copy of the recovery start (`/recovery`). Stable keys, so a programme site can override the text. */
export const recoveryMessages = {
  title: 'Recuperar senha',
  intro: 'Informe o e-mail ou o CPF da sua conta. Vamos enviar as instruções para você criar uma nova senha.',
  identifierLabel: 'E-mail ou CPF',
  identifierHint: 'Digite o e-mail ou o CPF (só números) que você usou no cadastro.',
  identifierRequired: 'Digite seu e-mail ou CPF',
  cpfIncomplete: 'O CPF tem 11 números. Confira o que foi digitado.',
  emailInvalid: 'Digite um e-mail válido, como nome@exemplo.com.br, ou um CPF com 11 números.',
  submit: 'Continuar',
  byCpf: 'Recuperar pelo CPF',
  errorTitle: 'Não foi possível continuar',
  /** Shown when a later step had nothing (or nothing usable) to continue from. */
  restartNotice: 'Não encontramos um pedido de recuperação em andamento neste navegador, ou ele expirou. Comece de novo por aqui.',
} as const;

/** Copy shared by every recovery screen (errors, resend, ways out). */
export const recoveryCommonMessages = {
  cpfInvalid: 'CPF inválido. Confira os números digitados.',
  unexpected: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  notFound: 'Não encontramos uma conta com este CPF. Confira os números, tente pelo e-mail ou faça um cadastro.',
  tryEmail: 'Recuperar pelo e-mail',
  register: 'Criar uma conta',
  recoveryExpired: 'Este pedido de recuperação expirou. Comece de novo para receber um novo código ou link.',
  startAgain: 'Começar de novo',
  backToLogin: 'Voltar para o login',
  /** The name of every recovery step's list of other ways. */
  otherWays: 'Outras opções',
  resending: 'Enviando...',
  waitAnnounced: (seconds: number) => `Aguarde ${durationInWords(seconds)} para pedir um novo envio.`,
  channelEmail: 'E-mail',
  channelSms: 'SMS para o celular',
} as const;
