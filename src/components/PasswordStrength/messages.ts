/** Copy of the password strength meter; a consuming site may override it (key `passwordStrength`). */
export const passwordStrengthMessages = {
  /** Before the level: 'Força da senha: Fraca'. */
  title: 'Força da senha',
  /** The level by zxcvbn score, 0 to 4; a new password is refused below 'Forte'. */
  levels: ['Muito fraca', 'Fraca', 'Razoável', 'Forte', 'Muito forte'] as readonly string[],
  /** While the estimator loads (the first time only). */
  checking: 'Verificando a força da senha…',
  /** When the estimator cannot load: the password is then checked by the rules alone. */
  unavailable: 'Não foi possível verificar a força da senha agora. Você pode continuar: valem as regras da senha.',
  /** What is announced once typing pauses. */
  announcement: (title: string, level: string, warning: string | null) => [`${title}: ${level}.`, warning].filter(Boolean).join(' '),
};
