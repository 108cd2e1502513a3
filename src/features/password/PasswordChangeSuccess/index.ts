export { PasswordChangeSuccessScreen } from './PasswordChangeSuccessScreen';
