/** Copy of the sign-up screen (spec §2); field labels and hints come from the design system. */
export const registerMessages = {
  title: 'Cadastre-se',
  intro: 'Preencha seus dados para criar sua conta no programa.',
  nameLabel: 'Nome completo',
  submit: 'Criar conta',
  generalErrorsTitle: 'Não foi possível criar sua conta',
  /** Under the title of `/register/:driver`: which sign-up this is (the title stays the spec's). */
  variantLines: {
    varejo: 'Cadastro de varejista',
    industria: 'Cadastro de funcionário da indústria',
    pdv: 'Cadastro de comprador de ponto de venda',
  } as Readonly<Record<string, string>>,
  haveAccount: 'Já tem conta?',
  signIn: 'Entrar',
  alreadyRegistered: {
    email: 'Já existe uma conta com este e-mail.',
    identity: 'Já existe uma conta com este CPF.',
    both: 'Já existe uma conta com este e-mail e este CPF.',
    next: 'Entre nela ou, se não lembra a senha, recupere o acesso.',
  },
  forgotPassword: 'Esqueci minha senha',
  deviceNote:
    'Os dados que você digitar ficam guardados neste aparelho até você criar a conta, para você continuar depois. Se outras pessoas usam este aparelho, limpe os dados ao terminar.',
  clearDevice: 'Limpar dados deste aparelho',
  deviceCleared: 'Os dados que estavam guardados neste aparelho foram apagados.',
};
