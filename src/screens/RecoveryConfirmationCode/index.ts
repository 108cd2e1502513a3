export { RecoveryConfirmationCodeScreen } from './RecoveryConfirmationCodeScreen';
