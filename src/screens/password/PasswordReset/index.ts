export { PasswordResetScreen } from './PasswordResetScreen';
export type { PasswordResetScreenProps } from './PasswordResetScreen';
