export { CnpjField } from './CnpjField';
export type { CnpjFieldProps } from './CnpjField';
export { cnpjFieldMessages } from './messages';
