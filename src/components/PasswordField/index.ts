export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { passwordFieldMessages } from './messages';
