import type { UserType } from '../../../components/ProfileLine';
import { onlyDigits } from '../../../components/validation';

/** The profile types of spec §6. */
export const userTypes: readonly UserType[] = ['POINT_OF_SALES_BUYER', 'INDUSTRY_EMPLOYEE', 'RETAILER'];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (userTypes as readonly string[]).includes(value);
}

/** The sign-up form's values (spec §3); masked fields hold clean values (digits, ISO date). */
export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  identity: string;
  phoneNumber: string;
  bornOn: string;
  /** The hidden profile type; '' when none was chosen. */
  type: UserType | '';
  customersCodes: string[];
  acceptsUserTerms: boolean;
  acceptsReceiveOffers: boolean;
}

export const emptySignUpValues: SignUpValues = {
  name: '',
  email: '',
  password: '',
  identity: '',
  phoneNumber: '',
  bornOn: '',
  type: '',
  customersCodes: [],
  acceptsUserTerms: false,
  acceptsReceiveOffers: false,
};

/** Whether a field holds something (text, a code, a tick). */
export const filled = (value: SignUpValues[keyof SignUpValues]) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value !== '' : value);

/** The most customer codes a link or a draft brings, and the longest code: no code is longer (a CNPJ has 14 characters). */
export const MAX_CUSTOMER_CODES = 20;
export const MAX_CUSTOMER_CODE_LENGTH = 200;

/** The text fields a prefill link or a draft may set. */
export const textFields = ['name', 'email', 'identity', 'phoneNumber', 'bornOn'] as const;
export type TextField = (typeof textFields)[number];

/** The variables of `createUser` (spec §7). */
export interface CreateUserVariables {
  name: string;
  password: string;
  identity: string | null;
  email: string;
  type: UserType | null;
  customersCodes: string[];
  afterConfirmationRedirectTo: string | null;
  phoneNumber: string | null;
  bornOn: string | null;
  receiveOffers: boolean;
}

/** Which optional fields are on screen, so hidden ones are sent as null. */
export interface VisibleOptionalFields {
  identity: boolean;
  bornOn: boolean;
}

/**
 * The mutation's variables from the form (spec §7): CPF and phone as digits only, customer codes
 * as strings without the empty ones, hidden fields and an empty phone as null.
 */
export function toCreateUserVariables(
  values: SignUpValues,
  visible: VisibleOptionalFields,
  afterConfirmationRedirectTo: string | null,
): CreateUserVariables {
  const phone = onlyDigits(values.phoneNumber);
  return {
    name: values.name.trim(),
    password: values.password,
    identity: visible.identity ? onlyDigits(values.identity) : null,
    email: values.email.trim(),
    type: values.type === '' ? null : values.type,
    customersCodes: values.customersCodes.map((code) => String(code).trim()).filter((code) => code !== ''),
    afterConfirmationRedirectTo,
    phoneNumber: phone === '' ? null : phone,
    bornOn: visible.bornOn && values.bornOn !== '' ? values.bornOn : null,
    receiveOffers: values.acceptsReceiveOffers,
  };
}
