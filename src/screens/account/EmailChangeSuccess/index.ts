export { EmailChangeSuccessScreen } from './EmailChangeSuccessScreen';
export { readPendingEmailChange, rememberPendingEmailChange } from './pendingEmail';
export type { PendingEmailChange } from './pendingEmail';
