'use client';

import Typography from '@mui/material/Typography';
import { useMessages } from '../messages';
import { cleanCnpj, CNPJ_LENGTH, formatCnpj } from '../validation/cnpj.ts';
import { profileLineMessages } from './messages';

/** The profile of a user signing up (spec section 6). */
export type UserType = 'POINT_OF_SALES_BUYER' | 'INDUSTRY_EMPLOYEE' | 'RETAILER';

export interface ProfileLineProps {
  /** The profile chosen for this sign-up. */
  type: UserType;
  /** The profile's code: a CNPJ for a point-of-sales buyer or a retailer, the company's code for an industry employee. */
  code?: string | null;
}

/** A CNPJ masked when it has the 14 characters of one; anything else exactly as given, so nothing is silently changed. */
function displayCnpj(code: string): string {
  return cleanCnpj(code).length === CNPJ_LENGTH ? formatCnpj(code) : code;
}

/**
 * The line above the sign-up form that says whom the account is for: 'CNPJ: 12.345.678/0001-95'
 * for a point-of-sales buyer or a retailer, the code alone for an industry employee. Nothing without a code.
 *
 * Use it above a sign-up form opened from a link that names the customer the account is for.
 */
export function ProfileLine({ type, code }: ProfileLineProps) {
  const messages = useMessages('profileLine', profileLineMessages);
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') return null;
  // a function replacement, so '$&' or '{code}' inside a code stays text
  const text = type === 'INDUSTRY_EMPLOYEE' ? trimmed : messages.cnpj.replace('{code}', () => displayCnpj(trimmed));
  return (
    <Typography component="p" variant="subtitle1">
      {text}
    </Typography>
  );
}
