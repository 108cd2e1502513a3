export { CpfField } from './CpfField';
export type { CpfFieldProps } from './CpfField';
export { cpfFieldMessages } from './messages';
