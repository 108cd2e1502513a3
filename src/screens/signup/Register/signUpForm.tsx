import InputAdornment from '@mui/material/InputAdornment';
import { BirthDateField, ConsentCheckbox, CpfField, EmailField, FormField, InfoTooltip, infoTooltipMessages, OffersConsentLabel, PhoneField, TermsConsentLabel, type TermsConsentLabelProps } from '../../../components';
import type { UserType } from '../../../components/ProfileLine';
import { onlyDigits } from '../../../components/validation/digits';
import { signUpFieldRules as rules } from '../../../components/validation/signUpRules';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import { MAX_KEPT_TEXT_LENGTH } from '../../../services/storage';
import type { SignUpVariant } from '../../../services/signUpVariants';
import { registerMessages as m } from './messages';
import type { Control } from 'react-hook-form';
import { SignUpPassword } from './SignUpPassword';
import type { RegisterScreenCreateUserMutation$variables } from './__generated__/RegisterScreenCreateUserMutation.graphql';

/** The profile types of spec §6. */
export const userTypes: readonly UserType[] = ['POINT_OF_SALES_BUYER', 'INDUSTRY_EMPLOYEE', 'RETAILER'];
export const isUserType = (value: unknown): value is UserType => typeof value === 'string' && (userTypes as readonly string[]).includes(value);

/** The most customer codes a link or a draft brings, and the longest code: no code is longer (a CNPJ has 14 characters). */
export const MAX_CUSTOMER_CODES = 20;
export const MAX_CUSTOMER_CODE_LENGTH = 200;

/** What the sign-up's fields read as they are sent: the variant's visible fields. */
export interface SignUpContext {
  visible: SignUpVariant['visible'];
}

/** What they read as they show: also the read-only e-mail, the documents, and the values (the password's meter weighs the name and e-mail). */
export interface SignUpScreenContext extends SignUpContext {
  emailReadOnly: boolean;
  documents: TermsConsentLabelProps;
  control: Control<SignUpValues>;
}

const text = (value: string) => value;
const digits = (value: string) => onlyDigits(value) || undefined;
const keptText = (stored: unknown) => typeof stored === 'string' && stored.length <= MAX_KEPT_TEXT_LENGTH;
const keptFlag = (stored: unknown) => typeof stored === 'boolean';
const keptCodes = (stored: unknown) => Array.isArray(stored) && stored.length <= MAX_CUSTOMER_CODES && stored.every((code) => typeof code === 'string' && code.length <= MAX_CUSTOMER_CODE_LENGTH);
const orNull = (value: string) => (value === '' ? null : value);

const { field, form } = fieldsFor<RegisterScreenCreateUserMutation$variables, SignUpContext, SignUpScreenContext>();

/**
 * The sign-up form (spec §2–§8), each field once, in screen order. A link may set the fields with a
 * `prefill` (never the password); the draft (`user_under_creation`) keeps all but the password; masked
 * fields hold clean values (digits, ISO date); the CPF alone waits for its 11 digits while typed.
 */
export const signUpForm = form({
  name: field({
    empty: '', prefill: text, draft: keptText, rule: rules.name,
    send: (value) => ({ name: value.trim() }),
    input: () => <SignUpField name="name" component={FormField} label={m.nameLabel} autoComplete="name" required />,
  }),
  email: field({
    empty: '', prefill: text, draft: keptText, rule: rules.email, serverError: true,
    send: (value) => ({ email: value.trim() }),
    input: ({ emailReadOnly }) => <SignUpField name="email" component={EmailField} required readOnly={emailReadOnly} tooltip={infoTooltipMessages.email} />,
  }),
  identity: field({
    empty: '', prefill: digits, draft: keptText, rule: rules.identity, waitsWhileTyping: true, serverError: true,
    shown: ({ visible }) => visible.identity,
    send: (value, { visible }) => ({ identity: visible.identity ? onlyDigits(value) : null }),
    input: () => (
      <SignUpField name="identity" component={CpfField} required
        endAdornment={<InputAdornment position="end"><InfoTooltip id="identity" subject="CPF" text={infoTooltipMessages.cpf} align="end" /></InputAdornment>} />
    ),
  }),
  phoneNumber: field({
    empty: '', prefill: digits, draft: keptText, rule: rules.phoneNumber, serverError: true,
    send: (value) => ({ phoneNumber: orNull(onlyDigits(value)) }),
    input: () => <SignUpField name="phoneNumber" component={PhoneField} />,
  }),
  bornOn: field({
    empty: '', prefill: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined), draft: keptText, rule: rules.bornOn,
    shown: ({ visible }) => visible.bornOn,
    send: (value, { visible }) => ({ bornOn: visible.bornOn ? orNull(value) : null }),
    input: () => <SignUpField name="bornOn" component={BirthDateField} required />,
  }),
  password: field({
    empty: '', rule: rules.password,
    send: (value) => ({ password: value }),
    input: ({ control }) => <SignUpPassword control={control} />,
  }),
  acceptsReceiveOffers: field({
    empty: false, draft: keptFlag,
    send: (value) => ({ receiveOffers: value }),
    input: () => <SignUpField name="acceptsReceiveOffers" component={ConsentCheckbox} label={<OffersConsentLabel />} />,
  }),
  acceptsUserTerms: field({
    empty: false, draft: keptFlag, rule: rules.acceptsUserTerms,
    input: ({ documents }) => <SignUpField name="acceptsUserTerms" component={ConsentCheckbox} required label={<TermsConsentLabel {...documents} />} />,
  }),
  /** The hidden profile type; '' when none was chosen. */
  type: field<UserType | ''>({
    empty: '', prefill: (value) => (isUserType(value) ? value : undefined), draft: isUserType,
    send: (value) => ({ type: value === '' ? null : value }),
  }),
  customersCodes: field<string[]>({
    empty: [], prefill: { max: MAX_CUSTOMER_CODES, longest: MAX_CUSTOMER_CODE_LENGTH }, draft: keptCodes,
    send: (codes) => ({ customersCodes: codes.map((code) => String(code).trim()).filter((code) => code !== '') }),
  }),
});

/** The sign-up form's values (spec §3). */
export type SignUpValues = ValuesOf<typeof signUpForm.fields>;

/** `Field` bound by name to the sign-up's values. */
export const SignUpField = signUpForm.Field;
