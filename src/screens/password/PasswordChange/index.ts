export { PasswordChangeScreen } from './PasswordChangeScreen';
export type { PasswordChangeScreenProps } from './PasswordChangeScreen';
