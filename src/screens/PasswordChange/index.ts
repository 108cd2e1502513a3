export { PasswordChangeScreen } from './PasswordChangeScreen';
