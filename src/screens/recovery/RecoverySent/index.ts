export { RecoverySentScreen } from './RecoverySentScreen';
