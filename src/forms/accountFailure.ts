import { GraphQLResponseError, toErrorEntries, type GraphQLErrorEntry } from '../relay/errors';
import { normaliseError, tooManyAttemptsMessage } from '../relay/normalizeError';

/**
 * A failed signed-in account mutation (`changePassword`, `changeEmail`, `changeUnconfirmedEmail`),
 * as its screen shows it: the session is gone, or messages under the form's own fields plus a
 * general list (anything else, transport failures included, in the words of `normaliseError`).
 */
export type AccountFailure<F extends string> =
  | { kind: 'unauthenticated' }
  | { kind: 'messages'; fieldErrors: Partial<Record<F, string>>; generalErrors: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The GraphQL error entries of whatever Relay or the transport threw; none for a transport failure. */
function entriesOf(error: unknown): GraphQLErrorEntry[] {
  if (error instanceof GraphQLResponseError) return [...error.errors];
  if (!isRecord(error)) return [];
  if (Array.isArray(error.errors)) return toErrorEntries(error.errors);
  return isRecord(error.source) && Array.isArray(error.source.errors) ? toErrorEntries(error.source.errors) : [];
}

/** The `extensions.code` of every GraphQL error in `error` (`INVALID_TOKEN`, `UNAUTHENTICATED`…); none for a transport failure. Never throws. */
export function errorCodes(error: unknown): string[] {
  try {
    return entriesOf(error).flatMap((entry) => (typeof entry.extensions?.code === 'string' ? [entry.extensions.code] : []));
  } catch {
    return [];
  }
}

function messagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

function secondsOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;
}

/**
 * Classifies any failure of an account mutation whose form has `fields`: `UNAUTHENTICATED` → the
 * session is over; `validation` entries on one of `fields` (keys may come prefixed, `input.newEmail`)
 * → under that field; `TOO_MANY_ATTEMPTS` → when to try again; everything else → `normaliseError`'s
 * general messages. Never throws.
 */
export function classifyAccountFailure<F extends string>(error: unknown, fields: readonly F[], nowMs: number = Date.now()): AccountFailure<F> {
  let entries: GraphQLErrorEntry[] = [];
  try {
    entries = entriesOf(error);
  } catch {
    // A hostile shape: normaliseError below still explains it.
  }
  if (entries.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')) return { kind: 'unauthenticated' };
  const fieldErrors: Partial<Record<F, string>> = {};
  const generalErrors: string[] = [];
  const others: GraphQLErrorEntry[] = [];
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);
  for (const entry of entries) {
    const validation = entry.extensions?.validation;
    if (entry.extensions?.code === 'TOO_MANY_ATTEMPTS') {
      generalErrors.push(tooManyAttemptsMessage(secondsOf(entry.extensions.retryAfterSeconds)));
    } else if (entry.message === 'validation' && isRecord(validation)) {
      for (const [key, value] of Object.entries(validation)) {
        const messages = messagesOf(value);
        if (messages.length === 0) continue;
        const name = key.slice(key.lastIndexOf('.') + 1);
        if (isField(name)) fieldErrors[name] = [fieldErrors[name], ...messages].filter(Boolean).join(' ');
        else generalErrors.push(messages.join(' '));
      }
    } else {
      others.push(entry);
    }
  }
  // A transport failure (no entries), other GraphQL errors, or nothing usable: normaliseError's words.
  if (entries.length === 0) generalErrors.push(...normaliseError(error, nowMs).generalErrors);
  else if (others.length > 0) generalErrors.push(...normaliseError(new GraphQLResponseError(others), nowMs).generalErrors);
  if (generalErrors.length === 0 && Object.keys(fieldErrors).length === 0) generalErrors.push(...normaliseError(undefined, nowMs).generalErrors);
  return { kind: 'messages', fieldErrors, generalErrors: [...new Set(generalErrors)] };
}
