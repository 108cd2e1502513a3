export { PasswordCreateScreen } from './PasswordCreateScreen';
export type { PasswordCreateScreenProps } from './PasswordCreateScreen';
