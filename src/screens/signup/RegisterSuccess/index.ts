export { RegisterSuccessScreen } from './RegisterSuccessScreen';
