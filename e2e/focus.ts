import { expect, type Locator, type Page } from '@playwright/test';

export interface Focused {
  description: string;
  /** Whether the element or one of its parts is what a point in its middle shows (not a cover). */
  visibleAtCentre: boolean;
  inViewport: boolean;
  box: { x: number; y: number; width: number; height: number };
}

/** What Tab just focused, and whether anything covers it. */
export const focused = (page: Page) =>
  page.evaluate((): Focused | null => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    // A control's own parts (an input inside its outline, a checkbox's icon under its input) count as itself.
    const field = element.closest('.MuiFormControl-root, .MuiCheckbox-root, .MuiButtonBase-root, a, label') ?? element;
    return {
      description: `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}"${element.id ? ` #${element.id}` : ''}`,
      visibleAtCentre: hit !== null && (element.contains(hit) || hit.contains(element) || field.contains(hit)),
      inViewport: rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    };
  });

/**
 * Checks that the focused control looks different focused and unfocused (WCAG 2.4.7): the control and
 * 4 px around it, with focus and after a blur, then focus is put back. Some indicators come a frame or
 * a render after the focus (MUI's ripple is drawn by React), as a person sees them: the check is
 * repeated until they differ, for a few seconds.
 */
export async function expectFocusShown(page: Page, control: Focused): Promise<void> {
  const clip = { x: Math.max(0, control.box.x - 4), y: Math.max(0, control.box.y - 4), width: control.box.width + 8, height: control.box.height + 8 };
  const active = await page.evaluateHandle(() => document.activeElement);
  try {
    await expect(async () => {
      const withFocus = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      await page.evaluate((element) => (element as HTMLElement).blur(), active);
      const withoutFocus = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      await page.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }), active);
      expect(withFocus.equals(withoutFocus), `${control.description} shows where focus is`).toBe(false);
    }).toPass({ timeout: 10_000 });
  } finally {
    await active.dispose();
  }
}

/**
 * Presses Tab until focus comes back round (at most 40 times), calling `check` with each control
 * reached; returns their descriptions, in order.
 */
export async function tabThrough(page: Page, check: (control: Focused) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const control = await focused(page);
    if (!control) continue;
    if (seen.includes(control.description)) break;
    seen.push(control.description);
    await check(control);
  }
  return seen;
}

/**
 * The focus ring an element draws: its computed outline style, and whether the browser counts its
 * focus as one to show (`:focus-visible`: after a key, or a script moving focus after one).
 */
export const focusRing = (element: Locator) =>
  element.evaluate((node) => ({ focusVisible: node.matches(':focus-visible'), outline: getComputedStyle(node).outlineStyle }));
