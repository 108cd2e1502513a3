interface Keepable {
  draft?: (stored: unknown) => boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values a draft keeps: the fields the description keeps, the others (a password) left out by construction. */
export function keptInDraft(values: Record<string, unknown>, fields: Record<string, Keepable>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(fields).flatMap((name) => (fields[name]?.draft ? [[name, values[name]]] : [])));
}

/** A stored draft's fields from any stored JSON: each field checked on its own, anything odd dropped. */
export function readDraft(raw: unknown, fields: Record<string, Keepable>): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  if (!isRecord(raw)) return draft;
  for (const name of Object.keys(fields)) {
    const keeps = fields[name]?.draft;
    const value = Object.hasOwn(raw, name) ? raw[name] : undefined;
    if (keeps && value !== undefined && keeps(value)) draft[name] = value;
  }
  return draft;
}

/** The values a described form's draft keeps (the others, a password, are left out by construction). */
export function draftOf<V>(form: { fields: Record<string, Keepable>; empty: () => V }, values: V): Partial<V> {
  return keptInDraft(values as Record<string, unknown>, form.fields) as Partial<V>;
}

/** A described form's stored draft read back: each field checked on its own, anything odd dropped. */
export function readDraftOf<V>(form: { fields: Record<string, Keepable>; empty: () => V }, raw: unknown): Partial<V> {
  return readDraft(raw, form.fields) as Partial<V>;
}
