export { PasswordForm } from './PasswordForm';
export type { PasswordFormProps } from './PasswordForm';
export { passwordFormMessages, passwordFormVariants } from './messages';
export type { PasswordFormVariant, PasswordFormVariantMessages } from './messages';
