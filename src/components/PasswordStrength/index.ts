export { PasswordStrength, STRENGTH_ANNOUNCE_DELAY_MS, STRENGTH_ESTIMATE_DELAY_MS } from './PasswordStrength';
export type { PasswordStrengthProps } from './PasswordStrength';
export { passwordStrengthMessages } from './messages';
