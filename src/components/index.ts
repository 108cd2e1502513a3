// The design-system package's public surface. Every export is listed here and guarded by
// index.test.ts, so the API never changes by accident.
export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
export { Layout } from './Layout';
export type { LayoutProps } from './Layout';
export { MessagesProvider, useMessages } from './messages';
export type { MessageOverrides, MessagesProviderProps } from './messages';
export { createAppTheme, primitives, semantic, ThemeProvider } from './theme';
export type { ThemeProviderProps } from './theme';
export { VisuallyHidden } from './VisuallyHidden';
export { isValidCpf, onlyDigits } from './validation/cpf';
export { validationMessages } from './validation/messages';
export { checkPassword, isStrongPassword, PASSWORD_MIN_LENGTH, passwordError, passwordRules } from './validation/password';
export type { PasswordRule, PasswordRuleId } from './validation/password';
