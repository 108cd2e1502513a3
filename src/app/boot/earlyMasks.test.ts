import { afterEach, describe, expect, it } from 'vitest';
import { maskBeforeApp, maskedText } from './earlyMasks';

describe('the masks of a pre-rendered page, before the app runs', () => {
  it.each([
    ['cpf', '5', '5'],
    ['cpf', '5299', '529.9'],
    ['cpf', '52998224725', '529.982.247-25'],
    ['cpf', '529.982.247-25', '529.982.247-25'],
    ['cpf', '295379955930', '295.379.955-930'],
    ['cpf', '５２９', '529'],
    ['phone', '1', '(1'],
    ['phone', '11987654321', '(11) 98765-4321'],
    ['phone', '+55', '+55'],
    ['phone', '+551198', '(11) 98'],
    ['phone', '0119', '0(11) 9'],
    ['phone', '551796332215500', '(55) 17963-32215500'],
    [null, '5299', '5299'],
  ])('shows %s typed as %s as %s, as the design system’s field does', (kind, typed, shown) => {
    expect(maskedText(kind, typed)).toBe(shown);
  });
});

/** A pre-rendered page with a CPF and a phone, its masks started. */
function page(): { root: HTMLElement; cpf: HTMLInputElement; phone: HTMLInputElement } {
  document.body.innerHTML = '<div id="root" data-prerendered=""><input name="identity" data-mask="cpf"><input name="phoneNumber" type="tel" data-mask="phone"><input name="name"></div>';
  maskBeforeApp(document);
  const root = document.getElementById('root') as HTMLElement;
  return { root, cpf: root.querySelector('[name=identity]') as HTMLInputElement, phone: root.querySelector('[name=phoneNumber]') as HTMLInputElement };
}

/** A key typed at the caret, as a browser puts it in the field, and the input event it fires. */
function key(field: HTMLInputElement, char: string): void {
  const at = field.selectionStart ?? field.value.length;
  field.value = field.value.slice(0, at) + char + field.value.slice(field.selectionEnd ?? at);
  field.setSelectionRange(at + 1, at + 1);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typing into a masked field before the app runs', () => {
  it('shows the CPF masked from the first key, the caret after the last digit typed', () => {
    const { cpf, root } = page();
    cpf.focus();
    const seen: string[] = [];
    for (const digit of '52998224725') {
      key(cpf, digit);
      seen.push(cpf.value);
    }
    expect(seen).toEqual(['5', '52', '529', '529.9', '529.98', '529.982', '529.982.2', '529.982.24', '529.982.247', '529.982.247-2', '529.982.247-25']);
    expect(cpf.selectionStart).toBe('529.982.247-25'.length);
    // A digit typed in the middle keeps the caret right after it.
    cpf.setSelectionRange(3, 3);
    key(cpf, '0');
    expect(cpf.value).toBe('529.098.224-725');
    expect(cpf.selectionStart).toBe(5);
    root.removeAttribute('data-prerendered');
  });

  it('shows the phone masked as typed, and leaves other fields, and every field once the app has the page, as typed', () => {
    const { phone, root } = page();
    phone.focus();
    for (const digit of '1198') key(phone, digit);
    expect(phone.value).toBe('(11) 98');
    const name = root.querySelector('[name=name]') as HTMLInputElement;
    name.focus();
    key(name, '1');
    expect(name.value).toBe('1');
    root.removeAttribute('data-prerendered');
    phone.focus();
    phone.setSelectionRange(phone.value.length, phone.value.length);
    key(phone, '7');
    expect(phone.value).toBe('(11) 987');
    phone.value = '';
    key(phone, '1');
    expect(phone.value).toBe('1');
  });
});
