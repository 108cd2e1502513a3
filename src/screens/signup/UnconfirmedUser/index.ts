export { UnconfirmedUserScreen } from './UnconfirmedUserScreen';
export type { UnconfirmedUserScreenProps } from './UnconfirmedUserScreen';
