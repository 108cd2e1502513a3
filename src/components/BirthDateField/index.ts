export { BirthDateField } from './BirthDateField';
export type { BirthDateFieldProps } from './BirthDateField';
export { birthDateFieldMessages } from './messages';
