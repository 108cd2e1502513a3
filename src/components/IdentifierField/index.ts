export { IdentifierField } from './IdentifierField';
export type { IdentifierFieldProps } from './IdentifierField';
export { identifierFieldMessages } from './messages';
