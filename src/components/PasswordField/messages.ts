import { validationMessages } from '../validation/messages';
import { passwordRules, type PasswordRuleId } from '../validation/password';

/** Copy of the password field; a consuming site may override it (key `passwordField`). */
export const passwordFieldMessages = {
  label: 'Senha',
  /** The spec's helper text, shown under the field. */
  hint: validationMessages.passwordHelper,
  /** The toggle's name while the password is hidden: what a press will do. */
  show: 'Mostrar senha',
  /** The toggle's name while the password is visible. */
  hide: 'Ocultar senha',
  /** Announced when the toggle shows or hides the password (GOV.UK's password reveal). */
  shownAnnouncement: 'Sua senha está visível.',
  hiddenAnnouncement: 'Sua senha está oculta.',
  capsLockOn: 'Caps Lock está ativado.',
  checklistTitle: 'Sua senha precisa ter:',
  /** Read after a checklist item, hidden on screen (the icon shows it). */
  ruleMet: 'atendido',
  ruleUnmet: 'pendente',
  /** Checklist items by rule; the rules' own labels by default. */
  ruleLabels: Object.fromEntries(passwordRules.map((rule) => [rule.id, rule.label])) as Record<PasswordRuleId, string>,
  /** What the checklist announces once typing pauses. */
  checklistSummary: (met: number, total: number) => `${met} de ${total} requisitos atendidos`,
};
