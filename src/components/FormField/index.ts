export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
