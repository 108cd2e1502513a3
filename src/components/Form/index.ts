export { Field, fieldOf } from './Field';
export type { FieldComponent, FieldProps, TypedField } from './Field';
export { Form } from './Form';
export type { FormProps, SiteFormProps } from './Form';
export { useValidatedForm } from './useValidatedForm';
export type { FieldRule, FormErrors, FormRules, UseValidatedFormOptions, ValidatedForm } from './useValidatedForm';
