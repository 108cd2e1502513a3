import { GraphQLResponseError, toErrorEntries, type GraphQLErrorEntry } from '../../relay/errors';
import { normaliseError } from '../../relay/normalizeError';

/** A failure of a signed-in profile operation, as the profile screens show it. */
export type ProfileFailure<Field extends string> =
  /** The session ended on the server: the screen ends it here too, and the shell sends the person to sign in and back. */
  | { kind: 'unauthenticated' }
  /** Messages under fields (joined), and the rest for the list under the form. */
  | { kind: 'failed'; fieldErrors: Partial<Record<Field, string>>; generalErrors: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The GraphQL error entries of a failure (the transport's error, a bare body, or Relay's `source`), or none. */
function entriesOf(error: unknown): GraphQLErrorEntry[] {
  if (error instanceof GraphQLResponseError) return [...error.errors];
  if (!isRecord(error)) return [];
  if (Array.isArray(error.errors)) return toErrorEntries(error.errors);
  return isRecord(error.source) && Array.isArray(error.source.errors) ? toErrorEntries(error.source.errors) : [];
}

/** `input.bornOn` and `bornOn` are the same field. */
const fieldName = (key: string) => key.slice(key.lastIndexOf('.') + 1);

const messagesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());

/**
 * Sorts any failure of `me`, `updateProfile` or `completePersonalInformation`: `UNAUTHENTICATED`
 * (schema.graphql), server validation of one of `fields` under that field, and everything else
 * (other validation entries, transport failures, unknown errors) through `normaliseError`, which
 * always gives a Portuguese message. Never throws.
 */
export function classifyProfileFailure<Field extends string>(error: unknown, fields: readonly Field[], nowMs: number = Date.now()): ProfileFailure<Field> {
  let entries: GraphQLErrorEntry[] = [];
  try {
    entries = entriesOf(error);
  } catch {
    // A hostile shape: normaliseError below explains it.
  }
  if (entries.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')) return { kind: 'unauthenticated' };
  const fieldErrors: Partial<Record<Field, string>> = {};
  const rest: GraphQLErrorEntry[] = [];
  for (const entry of entries) {
    const validation = entry.extensions?.validation;
    if (entry.message !== 'validation' || !isRecord(validation)) {
      rest.push(entry);
      continue;
    }
    const others: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(validation)) {
      const field = fieldName(key) as Field;
      const messages = messagesOf(value);
      if (fields.includes(field) && messages.length > 0) fieldErrors[field] = [fieldErrors[field], ...messages].filter(Boolean).join(' ');
      else others[key] = value;
    }
    if (Object.keys(others).length > 0) rest.push({ message: 'validation', extensions: { validation: others } });
  }
  if (Object.keys(fieldErrors).length > 0 && rest.length === 0) return { kind: 'failed', fieldErrors, generalErrors: [] };
  const normalised = normaliseError(entries.length > 0 ? new GraphQLResponseError(rest) : error, nowMs);
  // A field this form does not show (say `email`) is no less worth reading: under the form, then.
  const otherFields = Object.values(normalised.fieldErrors).map((messages) => messages.join(' '));
  return { kind: 'failed', fieldErrors, generalErrors: [...new Set([...otherFields, ...normalised.generalErrors])] };
}

/** Whether a failure (of a query or a mutation) says the session ended on the server. */
export function isUnauthenticated(error: unknown): boolean {
  return classifyProfileFailure(error, []).kind === 'unauthenticated';
}
