export { RecoveryChooseResetOptionsScreen } from './RecoveryChooseResetOptionsScreen';
