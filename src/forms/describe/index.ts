export { fieldsFor, filled, type FieldDescription, type PrefillList, type PrefillOne, type ValuesOf } from './describeForm';
