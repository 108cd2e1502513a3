export { PasswordSuccessScreen } from './PasswordSuccessScreen';
export type { PasswordSuccessScreenProps } from './PasswordSuccessScreen';
