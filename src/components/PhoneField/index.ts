export { PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { phoneFieldMessages } from './messages';
