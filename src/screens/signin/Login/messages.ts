/** Copy of the sign-in screen (`/login`). Stable keys, so a programme site can override the text. */
export const loginMessages = {
  title: 'Entrar',
  intro: 'Entre com seu e-mail ou CPF e sua senha.',
  identifierLabel: 'E-mail ou CPF',
  identifierHint: 'Digite o e-mail ou o CPF (só números) que você usou no cadastro.',
  passwordLabel: 'Senha',
  submit: 'Entrar',
  forgotPassword: 'Esqueci minha senha',
  /** Under the title, when a partner's application asked for the sign-in (its name from the backend). */
  continuingTo: (client: string) => `Para continuar em ${client}`,
  noAccount: 'Ainda não tem conta?',
  register: 'Cadastre-se',
  identifierRequired: 'Digite seu e-mail ou CPF',
  cpfIncomplete: 'O CPF tem 11 números. Confira o que foi digitado.',
  passwordRequired: 'Digite sua senha',
  invalidCredentials: 'E-mail, CPF ou senha incorretos. Confira os dados e tente novamente.',
  redirecting: 'Você já está conectado. Redirecionando…',
  greeting: (name: string) => `Olá, ${name}!`,
  greetingWithoutName: 'Olá!',
  signedIn: 'Você entrou na sua conta.',
  toAccount: 'Ir para a sua conta',
  logout: 'Sair',
  disabledTitle: 'Conta bloqueada',
  disabledBody:
    'Sua conta está bloqueada e não é possível entrar com ela no momento. Para desbloquear, fale com o atendimento do programa e informe o e-mail ou o CPF do seu cadastro.',
  disabledDismiss: 'Entendi',
  sessionNotStarted: 'Não foi possível iniciar a sua sessão. Tente novamente em instantes.',
  sessionClockOff: 'Não foi possível iniciar a sua sessão. Confira se a data e a hora do seu aparelho estão certas e tente novamente.',
} as const;

/** Copy of the sign-in's passkey parts. */
export const passkeySignInMessages = {
  /** Between the password form and the passkey button. */
  or: 'ou',
} as const;
