export { SubmitButton } from './SubmitButton';
export type { SubmitButtonProps } from './SubmitButton';
export { submitButtonMessages } from './messages';
