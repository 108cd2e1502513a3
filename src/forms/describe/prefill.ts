import { MAX_KEPT_TEXT_LENGTH } from '../../services/storage';
import type { PrefillList, PrefillOne } from './describeForm';

interface Prefillable {
  empty: unknown;
  prefill?: PrefillOne<unknown> | PrefillList;
  prefillFrom?: string;
}

// A link is typed or pasted by people and by partner systems. A long value is taken as it is, for
// the form to say what is wrong with it (a name too long); one no field could need is left out, as
// is a list item longer than any item.
const KEY = /^prefill\[([A-Za-z]+)\](?:\[(\d{0,3})\])?$/;

function decode(component: string): string | null {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    // Malformed percent-encoding (`%E0%A4%A`): that pair is ignored, the rest of the link still counts.
    return null;
  }
}

/**
 * Reads `prefill[<name>]` (and `prefill[<list>][]`, `[<n>]`, or a field's own `prefillFrom` parameter, first value) from a raw query string (`location.search`,
 * with or without the `?`) for the fields that take a prefill. It decodes each pair itself, because
 * URLSearchParams would already have decoded (and a malformed `%` would be lost or thrown elsewhere);
 * unknown keys, unreadable values, fields a link may not set (the password) and prototype-polluting
 * names are never set. Never throws.
 */
export function readPrefill(search: string, fields: Record<string, Prefillable>): Record<string, unknown> {
  const prefill: Record<string, unknown> = {};
  const lists = new Map<string, { indexed: [number, string][]; appended: string[] }>();
  const named = new Map(Object.entries(fields).flatMap(([name, field]) => (field.prefillFrom === undefined ? [] : [[field.prefillFrom, name] as const])));
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decode(separator === -1 ? pair : pair.slice(0, separator));
    const rawValue = decode(separator === -1 ? '' : pair.slice(separator + 1));
    if (key === null || rawValue === null) continue;
    const value = rawValue.trim();
    if (value === '' || value.length > MAX_KEPT_TEXT_LENGTH) continue;
    const own = named.get(key);
    if (own !== undefined) {
      const read = Object.hasOwn(prefill, own) ? undefined : (fields[own]?.prefill as PrefillOne<unknown>)(value);
      if (read !== undefined) prefill[own] = read;
      continue;
    }
    const [, name = '', index] = KEY.exec(key) ?? [];
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const reader = field?.prefillFrom === undefined ? field?.prefill : undefined;
    if (typeof reader === 'function' && index === undefined) {
      const read = reader(value);
      if (read !== undefined) prefill[name] = read;
    } else if (reader !== undefined && typeof reader !== 'function' && index !== undefined && value.length <= reader.longest) {
      const list = lists.get(name) ?? { indexed: [], appended: [] };
      lists.set(name, list);
      if (index === '') list.appended.push(value);
      else list.indexed.push([Number(index), value]);
    }
  }
  for (const [name, { indexed, appended }] of lists) {
    const max = (fields[name]?.prefill as PrefillList).max;
    const items = [...indexed.sort((a, b) => a[0] - b[0]).map(([, value]) => value), ...appended].slice(0, max);
    if (items.length > 0) prefill[name] = items;
  }
  return prefill;
}

/** What a link's query (`location.search`) fills in a described form; never throws. Apart from the form, so only forms a link fills carry it. */
export function prefillOf<V>(form: { fields: Record<string, Prefillable>; empty: () => V }, search: string): Partial<V> {
  return readPrefill(search, form.fields) as Partial<V>;
}
