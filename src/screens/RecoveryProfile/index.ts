export { RecoveryProfileScreen } from './RecoveryProfileScreen';
