import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { phoneError } from '../validation/phone.ts';
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

describe('PhoneField, a paste longer than the mask', () => {
  it.each([
    ['55 (17) 96332-2155', '(17) 96332-2155', '17963322155'],
    ['55 11 91431-4567', '(11) 91431-4567', '11914314567'],
    ['0 11 91431-4567', '(11) 91431-4567', '11914314567'],
    ['011 91431-4567', '(11) 91431-4567', '11914314567'],
    ['(0xx11) 91431-4567', '(11) 91431-4567', '11914314567'],
  ])('reads %s as the national number', async (text, shown, clean) => {
    const { input, reported } = renderPhone();
    await userEvent.click(input);
    await userEvent.paste(text);
    expect(input).toHaveValue(shown);
    expect(reported.at(-1)).toBe(clean);
  });

  it('replaces a whole number selected in the field with the pasted one, read the same way', async () => {
    const { input, reported } = renderPhone('11987654321');
    input.focus();
    input.setSelectionRange(0, input.value.length);
    await userEvent.paste('55 (17) 96332-2155');
    expect(input).toHaveValue('(17) 96332-2155');
    expect(reported.at(-1)).toBe('17963322155');
  });

  it('keeps every digit of anything else, for the rule to flag', async () => {
    const { input, reported } = renderPhone();
    await userEvent.click(input);
    await userEvent.paste('55 17 3633-2155 ramal 21');
    expect(input).toHaveValue('(55) 17363-3215521');
    expect(reported.at(-1)).toBe('55173633215521');
    expect(phoneError('55173633215521', { whileTyping: true })).toBe('Número de telefone inválido');
  });

  it('reads a whole number autofilled with its country code', () => {
    const { input, reported } = renderPhone();
    autofill(input, '55 11 91431-4567');
    expect(input).toHaveValue('(11) 91431-4567');
    expect(reported.at(-1)).toBe('11914314567');
  });

  it('never reads typing: a 0 typed before a full number is refused, like every other key into a full mask', async () => {
    const { input, reported } = renderPhone('11914314567');
    input.focus();
    input.setSelectionRange(0, 0);
    await userEvent.keyboard('0');
    expect(input).toHaveValue('(11) 91431-4567');
    expect(reported).toEqual([]);
  });
});
