export { EmailConfirmationScreen } from './EmailConfirmationScreen';
