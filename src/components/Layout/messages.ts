/** Copy of the page frame; a consuming site may override it. */
export const layoutMessages = {
  brandName: 'Programa de Fidelidade',
  homeLinkLabel: (brand: string) => `${brand}: página inicial`,
  footer: 'Programa de Fidelidade. Seus dados são tratados conforme a LGPD.',
};
