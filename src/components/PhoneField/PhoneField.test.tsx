import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './PhoneField';

function renderPhone(initial = '') {
  const reported: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <PhoneField
        id="phoneNumber"
        value={value}
        onChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Celular' }), reported };
}

/** What a browser's autofill does: the whole value at once, then an `input` event. */
function autofill(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('PhoneField', () => {
  it('keeps the caret where a digit is replaced in the middle', async () => {
    const { input, reported } = renderPhone();
    await userEvent.type(input, '11987654321');
    input.setSelectionRange(9, 9);
    await userEvent.keyboard('{Backspace}');
    expect(input.selectionStart).toBe(8);
    await userEvent.keyboard('0');
    expect(input).toHaveValue('(11) 98705-4321');
    expect(input.selectionStart).toBe(9);
    expect(reported.at(-1)).toBe('11987054321');
  });

  it('takes autofill of a bare or formatted national number', () => {
    const { input, reported } = renderPhone();
    autofill(input, '11987654321');
    expect(input).toHaveValue('(11) 98765-4321');
    autofill(input, '(21) 3456-7890');
    expect(input).toHaveValue('(21) 34567-890');
    expect(reported.at(-1)).toBe('2134567890');
  });

  it('drops a pasted +55 and keeps a bare 55 that may be a DDD', async () => {
    const { input, reported } = renderPhone();
    await userEvent.click(input);
    await userEvent.paste('+55 (11) 98765-4321');
    expect(input).toHaveValue('(11) 98765-4321');
    await userEvent.clear(input);
    await userEvent.paste('55 98765-4321');
    expect(input).toHaveValue('(55) 98765-4321');
    expect(reported.at(-1)).toBe('55987654321');
  });

  it('survives hostile pastes', async () => {
    const { input } = renderPhone();
    await userEvent.click(input);
    await userEvent.paste(`\uD800${'😀'.repeat(3_000)}１１٩٨٧٦٥٤٣٢١${'\u0000'.repeat(7_000)}`);
    expect(input).toHaveValue('(11) 98765-4321');
    await userEvent.clear(input);
    await userEvent.paste('sem número');
    expect(input).toHaveValue('');
  });

  it('shows the number the form holds', () => {
    const { input } = renderPhone('11987654321');
    expect(input).toHaveValue('(11) 98765-4321');
  });
});
