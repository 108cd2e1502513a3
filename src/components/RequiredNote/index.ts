export { RequiredNote } from './RequiredNote';
export type { RequiredNoteProps } from './RequiredNote';
export { requiredNoteMessages } from './messages';
