export { FormField } from './FormField';
export type { FormFieldProps, PropsAFieldKindSets } from './FormField';
