/** Copy of the info tooltip, and the sign-up screen's tooltip texts (key `infoTooltip`). */
export const infoTooltipMessages = {
  /** The info button's accessible name. */
  moreInfoAbout: (subject: string) => `Mais informações sobre ${subject}`,
  /** Spec, sign-up screen: what the e-mail is used for. */
  email: 'Usaremos seu e-mail para o acesso e para nos comunicarmos com você.',
  /** Spec, sign-up screen: what the CPF is used for. */
  cpf: 'Usamos seu CPF para identificar você no programa.',
};
