// What a person types into a pre-rendered page before the app runs, and how it is handed to the app
// once the app has hydrated the page (src/app/prerenderedPage.ts): recorded, then replayed as their change.

import { caretOf, restoreCaret, type Caret } from './caret.ts';
import { keepKeysFromReact } from './keysKeptFromReact.ts';

type Typed = HTMLInputElement | HTMLTextAreaElement;

/** Where the pre-rendered page's start script keeps what is typed before the app runs, for a reload (src/app/boot/keptTyping.ts). */
export { TYPED_BEFORE_APP_KEY } from './boot/keptTyping.ts';

const isTick = (element: Typed): element is HTMLInputElement => element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
const stateOf = (element: Typed) => (isTick(element) ? element.checked : element.value);
const nativeSetter = (element: Typed, property: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, property)?.set;

/** The fields whose value (or tick) differs from what the page was rendered with: what the person changed before the app ran. */
export function changedFields(container: Element): Typed[] {
  return [...container.querySelectorAll<Typed>('input, textarea')].filter((element) => {
    if (element.disabled || element.readOnly || element.type === 'hidden' || element.type === 'submit' || element.type === 'button') return false;
    if (isTick(element)) return element.checked !== element.defaultChecked;
    return element.value !== element.defaultValue;
  });
}

/** What the person has put in each field they changed before the app ran: a value, or a tick. */
export type TypedValues = Map<Typed, string | boolean>;

/** What `recordTyping` gives: the record, and its two ends. */
export interface Typing {
  values: TypedValues;
  /** The app has hydrated the page: React hears keys again (the record goes on, for the parts that hydrate later). */
  hydrated: () => void;
  /** The app has taken the whole page over: the record ends. */
  stop: () => void;
}

/**
 * Starts recording what the person changes in the pre-rendered page in `container`: what is there
 * already, then every change until the app takes over. The record is needed because a field can be
 * reset by the app before the hand-over (a field it renders again; a masked input keeps the text on
 * screen as it mounts, but its mask starts from the rendered value).
 *
 * Until the app has hydrated the page, the person's keys and text are the page's alone (`keepKeysFromReact`);
 * the hand-over then gives the app the lot.
 */
export function recordTyping(container: HTMLElement): Typing {
  const values: TypedValues = new Map(changedFields(container).map((element) => [element, stateOf(element)]));
  const onChange = (event: Event) => {
    const element = event.target;
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && event.isTrusted && container.contains(element)) values.set(element, stateOf(element));
  };
  // On the document, where the keys are held from React (keepKeysFromReact), which does not keep them from this.
  document.addEventListener('input', onChange, true);
  document.addEventListener('change', onChange, true);
  const hydrated = keepKeysFromReact(container);
  return {
    values,
    hydrated,
    stop: () => {
      hydrated();
      document.removeEventListener('input', onChange, true);
      document.removeEventListener('change', onChange, true);
    },
  };
}

/**
 * Hands a field's typed value (or tick) to the app as the person's own change. Hydration leaves the
 * DOM's value alone but records it as the value React rendered, so the app's state never hears of it
 * and its next render would wipe it (react/react#26974; React's own replay, `enableHydrationChangeEvent`,
 * is off in the React we ship). So: React is told the rendered value, the typed one is put back
 * beneath it, and the event a person's change fires is dispatched: the field's `onChange` (and a
 * mask's own listener) runs as if typed now: masked, validated, saved as a draft.
 */
function replay(element: Typed, typed: string | boolean): void {
  if (element.disabled || element.readOnly) return;
  if (isTick(element)) {
    if (typeof typed !== 'boolean') return;
    element.checked = !typed;
    // A click ticks it back and is the event React reads a checkbox's change from.
    element.click();
    return;
  }
  if (typeof typed !== 'string') return;
  element.value = element.defaultValue;
  // A mask that synced to the typed text unheard by the form (imask does on a blur) hears the rendered value first.
  element.dispatchEvent(new Event('input', { bubbles: true }));
  nativeSetter(element, 'value')?.call(element, typed);
  let heard = typed;
  const hear = () => void (heard = element.value);
  element.addEventListener('input', hear);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.removeEventListener('input', hear);
  // React renders the change once the app's first effects (this hand-over) have run, and puts back the
  // value it last rendered until then. What the field held as its change was heard goes back at once:
  // React's render finds it in place and writes no value as it commits, where a write makes the browser
  // work out the style and layout of the page React has just changed, inside the hand-over's task.
  if (element.value !== heard) element.value = heard;
}

/**
 * Hands the fields of `container` that `inScope` takes to the app: each one the person changed before
 * is replayed as their change (so the typed value wins over a draft), and the focused one gets the
 * app's focus state and keeps its caret.
 */
export function handOver(container: HTMLElement, typing: Typing, inScope: (element: Element) => boolean): void {
  const active = document.activeElement;
  let caret: Caret | null = null;
  for (const element of changedFields(container)) if (inScope(element) && !typing.values.has(element)) typing.values.set(element, stateOf(element));
  for (const [element, typed] of [...typing.values]) {
    if (!element.isConnected || !container.contains(element)) typing.values.delete(element);
    else if (inScope(element)) {
      if (element === active) caret = caretOf(active);
      typing.values.delete(element);
      replay(element, typed);
    }
  }
  for (const element of container.querySelectorAll('[data-typed]')) if (inScope(element)) element.removeAttribute('data-typed');
  // The app's own focus state (a floated label, the outline) for the field the person is in.
  if (active instanceof HTMLElement && container.contains(active) && inScope(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  const moved = caret;
  // After the replayed changes have rendered.
  if (moved) setTimeout(() => restoreCaret(moved), 0);
}
