export { EmailChangeScreen } from './EmailChangeScreen';
