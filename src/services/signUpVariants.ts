import type { UserType } from '../components/ProfileLine';

/** A sign-up variant, chosen by `/register/:driver`. */
export interface SignUpVariant {
  /** The optional fields shown; name, e-mail, phone, password and both checkboxes always are. */
  visible: { identity: boolean; bornOn: boolean };
  /** The profile type preset by the variant; a `prefill[type]` in the link wins over it. */
  type: UserType | null;
}

/**
 * The variants (README, "Sign-up"). `default` follows spec §3: CPF shown, birth date hidden,
 * no preset profile. A driver not listed here falls back to `default`.
 */
export const signUpVariants = {
  default: { visible: { identity: true, bornOn: false }, type: null },
  varejo: { visible: { identity: true, bornOn: true }, type: 'RETAILER' },
  industria: { visible: { identity: true, bornOn: false }, type: 'INDUSTRY_EMPLOYEE' },
  pdv: { visible: { identity: true, bornOn: false }, type: 'POINT_OF_SALES_BUYER' },
} as const satisfies Record<string, SignUpVariant>;

export type SignUpVariantName = keyof typeof signUpVariants;

/** The variant for a route's driver; `default` when there is none or it is unknown. */
export function variantFor(driver: string | undefined): SignUpVariant {
  return driver !== undefined && Object.hasOwn(signUpVariants, driver) ? signUpVariants[driver as SignUpVariantName] : signUpVariants.default;
}
