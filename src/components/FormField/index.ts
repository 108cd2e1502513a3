export { FormField, VERBATIM_INPUT } from './FormField';
export type { FormFieldProps, PropsAFieldKindSets } from './FormField';
