/**
 * A masked field typed into before the app runs shows its mask from the first key, as the app's will
 * after the hand-over (src/app/typedBeforeApp.ts, which takes masked text): nothing on screen changes
 * when the app takes over. The design system's masked inputs say which mask is theirs (`data-mask`);
 * the text is laid out by the design system's own formatters, digits beyond the mask kept after it
 * (as its inputs keep them, for the rules to flag), and the caret stays after the same digit. A script
 * of its own, on the pages that have such a field (build/pageHtml.ts), before the start script: its
 * listener masks the text before the start script marks and keeps it.
 */
import { onlyDigits } from '../../components/validation/digits.ts';
import { caretAfterDigits, displayIdentifier } from '../../components/validation/identifier.ts';
import { cleanPhone, formatPhone } from '../../components/validation/phone.ts';

/** What a field with `data-mask` shows for `text` (the mask's kinds: `MASK_KINDS` of the design system). */
export function maskedText(kind: string | null, text: string): string {
  if (kind === 'cpf') return displayIdentifier(onlyDigits(text));
  if (kind === 'phone') {
    const shown = formatPhone(text);
    return shown + cleanPhone(text).slice(onlyDigits(shown).length);
  }
  return text;
}

/** Masks what the person has just typed into `field`, if it is a masked one, keeping the caret after the same digit. */
export function maskAsTyped(field: HTMLInputElement): void {
  const text = field.value;
  const shown = maskedText(field.getAttribute('data-mask'), text);
  if (shown === text) return;
  const caret = field.selectionStart;
  field.value = shown;
  if (caret !== null && field.ownerDocument.activeElement === field) {
    const at = caretAfterDigits(shown, onlyDigits(text.slice(0, caret)).length);
    field.setSelectionRange(at, at);
  }
}

/** Masks each masked field of the pre-rendered page in `d` as it is typed into, until the app has hydrated the page. */
export function maskBeforeApp(d: Document): void {
  const root = d.getElementById('root');
  d.addEventListener(
    'input',
    (event) => {
      const field = event.target as HTMLInputElement | null;
      if (root?.hasAttribute('data-prerendered') && field?.getAttribute) maskAsTyped(field);
    },
    true,
  );
}
