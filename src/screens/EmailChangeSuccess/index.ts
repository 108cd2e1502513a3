export { EmailChangeSuccessScreen } from './EmailChangeSuccessScreen';
