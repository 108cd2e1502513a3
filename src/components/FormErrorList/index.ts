export { FormErrorList } from './FormErrorList';
export type { FormErrorListProps } from './FormErrorList';
export { formErrorListMessages } from './messages';
