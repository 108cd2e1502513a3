export { RegisterScreen } from './RegisterScreen';
export type { RegisterScreenProps } from './RegisterScreen';
