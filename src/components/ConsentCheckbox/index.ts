export { ConsentCheckbox } from './ConsentCheckbox';
export type { ConsentCheckboxProps } from './ConsentCheckbox';
export { OffersConsentLabel, TermsConsentLabel } from './ConsentLabels';
export type { TermsConsentLabelProps } from './ConsentLabels';
export { consentCheckboxMessages } from './messages';
