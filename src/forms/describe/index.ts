export { fieldsFor, filled, type FieldDescription, type PrefillList, type PrefillOne, type ValuesOf } from './describeForm';
export { prefillOf } from './prefill';
export { draftOf, readDraftOf } from './draft';
