import type { UserType } from '../../../components/ProfileLine';
import { onlyDigits } from '../../../components/validation';
import { MAX_KEPT_TEXT_LENGTH } from '../../../services/storage';
import { isUserType, MAX_CUSTOMER_CODE_LENGTH, MAX_CUSTOMER_CODES } from './formValues';

/** What a sign-up link may fill in (spec §2): never the password, never anything else. */
export interface Prefill {
  name?: string;
  email?: string;
  identity?: string;
  phoneNumber?: string;
  bornOn?: string;
  type?: UserType;
  customersCodes?: string[];
}

/** The query keys honoured, `prefill[<key>]`; customer codes come as `prefill[customersCodes][]` or `[n]`. */
export const prefillKeys = ['name', 'email', 'identity', 'phoneNumber', 'bornOn', 'type', 'customersCodes'] as const;

// A link is typed or pasted by people and by partner systems. A long value is taken as it is, for
// the form to say what is wrong with it (a name too long); one no field could need is left out, as
// is a customer code longer than any code.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SCALAR_KEY = /^prefill\[(name|email|identity|phoneNumber|bornOn|type)\]$/;
const CODE_KEY = /^prefill\[customersCodes\]\[(\d{0,3})\]$/;

type ScalarKey = 'name' | 'email' | 'identity' | 'phoneNumber' | 'bornOn' | 'type';

function decode(component: string): string | null {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    // Malformed percent-encoding (`%E0%A4%A`): that pair is ignored, the rest of the link still counts.
    return null;
  }
}

function setScalar(prefill: Prefill, key: ScalarKey, value: string): void {
  switch (key) {
    case 'name':
    case 'email':
      prefill[key] = value;
      return;
    case 'identity':
    case 'phoneNumber': {
      const digits = onlyDigits(value);
      if (digits !== '') prefill[key] = digits;
      return;
    }
    case 'bornOn':
      if (ISO_DATE.test(value)) prefill.bornOn = value;
      return;
    case 'type':
      if (isUserType(value)) prefill.type = value;
      return;
  }
}

/**
 * Reads `prefill[...]` from a raw query string (`location.search`, with or without the `?`).
 * It decodes each pair itself, because URLSearchParams would already have decoded (and a
 * malformed `%` would be lost or thrown elsewhere); unknown keys, unknown profile types, the
 * password and prototype-polluting names are never set. Never throws.
 */
export function parsePrefill(search: string): Prefill {
  const prefill: Prefill = {};
  const indexed: [number, string][] = [];
  const appended: string[] = [];
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decode(separator === -1 ? pair : pair.slice(0, separator));
    const rawValue = decode(separator === -1 ? '' : pair.slice(separator + 1));
    if (key === null || rawValue === null) continue;
    const value = rawValue.trim();
    if (value === '' || value.length > MAX_KEPT_TEXT_LENGTH) continue;
    const scalar = SCALAR_KEY.exec(key)?.[1] as ScalarKey | undefined;
    if (scalar) {
      setScalar(prefill, scalar, value);
      continue;
    }
    const code = CODE_KEY.exec(key);
    if (code) {
      if (value.length > MAX_CUSTOMER_CODE_LENGTH) continue;
      if (code[1] === '') appended.push(value);
      else indexed.push([Number(code[1]), value]);
    }
  }
  const codes = [...indexed.sort((a, b) => a[0] - b[0]).map(([, value]) => value), ...appended].slice(0, MAX_CUSTOMER_CODES);
  if (codes.length > 0) prefill.customersCodes = codes;
  return prefill;
}
