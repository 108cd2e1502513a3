export { LogoutScreen } from './LogoutScreen';
export type { LogoutScreenProps } from './LogoutScreen';
