export { ResendButton } from './ResendButton';
export type { ResendButtonProps } from './ResendButton';
export { resendButtonMessages } from './messages';
