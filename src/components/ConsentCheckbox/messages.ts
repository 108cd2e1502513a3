/** Copy of the consent checkboxes (key `consentCheckbox`). */
export const consentCheckboxMessages = {
  /** Read after a link that opens in a new tab, hidden on screen. */
  opensInNewTab: '(abre em nova aba)',
  /** Read before the error, hidden on screen. */
  errorPrefix: 'Erro:',
  /** Sign-up: consent to offers. */
  offers: 'Quero receber ofertas e novidades por e-mail e SMS.',
  /** Sign-up: acceptance of the terms; `{terms}`, `{privacy}` and `{rules}` become links. */
  terms: 'Li e aceito os {terms}, a {privacy} e o {rules}.',
  termsLink: 'Termos de Serviço',
  privacyLink: 'Política de Privacidade',
  rulesLink: 'Regulamento',
};
