// Where the caret is in a text field, and putting it back there: the hand-over of what was typed before
// the app ran (typedBeforeApp.ts) writes the field's value, which moves the caret to the end.

type Typed = HTMLInputElement | HTMLTextAreaElement;

/** A text field's caret: where it was, and whether it was at the end of the text. */
export interface Caret {
  element: Typed;
  start: number;
  atEnd: boolean;
}

/** Where the caret is in `element`, if it is a text field with a caret to read. */
export function caretOf(element: Element | null): Caret | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  let start: number | null = null;
  try {
    start = element.selectionStart;
  } catch {
    // Inputs of some types (email) have no selection to read.
    return null;
  }
  if (start === null) return null;
  return { element, start, atEnd: start === element.value.length };
}

/** Puts the caret back where it was (after the replayed changes have rendered), if the field still has the focus. */
export function restoreCaret(caret: Caret): void {
  if (document.activeElement !== caret.element) return;
  const at = caret.atEnd ? caret.element.value.length : Math.min(caret.start, caret.element.value.length);
  try {
    caret.element.setSelectionRange(at, at);
  } catch {
    // No selection on this type of input.
  }
}
