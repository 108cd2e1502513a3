export { PasskeyList } from './PasskeyList';
export type { PasskeyItem, PasskeyListProps } from './PasskeyList';
export { passkeyListMessages } from './messages';
