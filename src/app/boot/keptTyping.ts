/**
 * What is typed before the app runs outlives a reload before it runs (the person reloads, the start-up
 * fallback reloads after a failed chunk, the tab is closed and reopened): at each change, what differs
 * from the page as rendered is kept in this tab's sessionStorage (`TYPED_BEFORE_APP_KEY`, with the
 * page's path), never a password (a field of type or `autocomplete` password, a one-time code) nor a
 * value over `MAX_KEPT_TEXT_LENGTH` characters, the bound of the app's own drafts. Kept at each change,
 * not as the page goes: a phone's browser may discard a tab in the background with no `pagehide` at all.
 * The next load of this page puts it back before its first paint, into fields still as rendered, as the
 * person's own typing (`data-typed`): the app hands it over as such, masked, checked and saved in the
 * form's draft, and then forgets the record (src/app/prerenderedPage.ts). Whichever pre-rendered page
 * loads next takes the record, once.
 */
import { MAX_KEPT_TEXT_LENGTH } from '../../services/storage.ts';

/** This tab's sessionStorage key of what is typed before the app runs; forgotten once the app has taken the page over. */
export const TYPED_BEFORE_APP_KEY = 'typed_before_app';

type Kept = HTMLInputElement | HTMLTextAreaElement;
/** A text field's name and value, or a box's name, tick and value. */
type Entry = [string, string] | [string, boolean, string];

const isTick = (field: Kept): field is HTMLInputElement => /^(checkbox|radio)$/.test(field.type);

/** The fields whose changes may be kept: named, editable, and never a password or a one-time code. */
function keptFields(root: HTMLElement | null): Kept[] {
  if (!root) return [];
  return [...root.querySelectorAll<Kept>('input,textarea')].filter(
    (field) => field.name && !field.disabled && !field.readOnly && !/^(hidden|password|file)$/.test(field.type) && !/password|one-time-code/.test(field.getAttribute('autocomplete') ?? ''),
  );
}

/** Keeps what differs from the page as rendered (or forgets the record when nothing does). */
export function keepTyping(root: HTMLElement | null, path: string): void {
  try {
    const fields: Entry[] = [];
    for (const field of keptFields(root)) {
      if (isTick(field)) {
        if (field.checked !== field.defaultChecked) fields.push([field.name, field.checked, field.value]);
      } else if (field.value !== field.defaultValue && field.value.length <= MAX_KEPT_TEXT_LENGTH) fields.push([field.name, field.value]);
    }
    if (fields.length) sessionStorage.setItem(TYPED_BEFORE_APP_KEY, JSON.stringify({ path, fields }));
    else sessionStorage.removeItem(TYPED_BEFORE_APP_KEY);
  } catch {
    // No storage: the page works without the record.
  }
}

/** Puts back a record of this path into fields still as rendered (what the browser restored stays), then keeps it again. */
export function restoreTyping(root: HTMLElement | null, path: string): void {
  try {
    const raw = sessionStorage.getItem(TYPED_BEFORE_APP_KEY);
    if (raw === null) return;
    sessionStorage.removeItem(TYPED_BEFORE_APP_KEY);
    const record = JSON.parse(raw) as { path?: unknown; fields?: unknown } | null;
    if (record && record.path === path && Array.isArray(record.fields)) {
      const fields = keptFields(root);
      for (const entry of record.fields as unknown[]) {
        if (!Array.isArray(entry)) continue;
        const [name, kept, value] = entry as unknown[];
        for (const field of fields) {
          if (field.name !== name) continue;
          if (isTick(field)) {
            if (typeof kept === 'boolean' && field.value === value && field.checked === field.defaultChecked) field.checked = kept;
          } else if (typeof kept === 'string' && kept.length <= MAX_KEPT_TEXT_LENGTH && field.value === field.defaultValue) {
            field.value = kept;
            if (kept) field.setAttribute('data-typed', '');
          }
        }
      }
    }
    keepTyping(root, path);
  } catch {
    // A record that is not JSON is forgotten, as any other.
  }
}
