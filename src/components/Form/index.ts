export { Field, fieldOf } from './Field';
export type { FieldProps, TypedField } from './Field';
export { Form } from './Form';
export type { FormProps } from './Form';
export { useValidatedForm } from './useValidatedForm';
export type { FieldRule, FormErrors, FormRules, UseValidatedFormOptions, ValidatedForm } from './useValidatedForm';
