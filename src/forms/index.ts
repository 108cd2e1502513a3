// The one form mechanism of the app: the design system's form hook, form and field binding
// (src/components/Form, published with the package), and how server failures reach a form.
export { Field, fieldOf, useValidatedForm } from '../components/Form';
export { Form, type FormProps } from './Form';
export type { FormErrors, FormRules, TypedField, ValidatedForm } from '../components/Form';
export { classifyAccountFailure, showAccountFailure, type AccountFailure } from './accountFailure';
export { showFailure } from './showFailure';
export { FailureNotice } from './FailureNotice';
export { useRestoredDraft } from './useRestoredDraft';
export { prefillOf } from './describe';
export { passkeyProblem } from './passkeyFailure';
export type { PasskeyProblem } from './passkeyFailure';
export { usePasskeyCreation, type CreatedPasskey } from './usePasskeyCreation';
