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

/** A mobile number as people write it: with +55, with the trunk zero (and its carrier placeholder 'xx'), with a bare 55. */
const WRITTEN_FORMS = ['+55 11 98765-4321', '+55 (11) 98765-4321', '0 11 98765-4321', '011 98765-4321', '5511987654321', '(011) 98765-4321', '0xx11 98765-4321'];

describe('PhoneField, a number written with its country code or trunk zero', () => {
  it.each(WRITTEN_FORMS)('typed key by key, %s ends as (11) 98765-4321', async (written) => {
    const { input, reported } = renderPhone();
    await userEvent.type(input, written);
    expect(input).toHaveValue('(11) 98765-4321');
    expect(reported.at(-1)).toBe('11987654321');
    // and it is a finished number: a further key is refused, as in any full mask
    await userEvent.type(input, '9');
    expect(input).toHaveValue('(11) 98765-4321');
  });

  it.each(WRITTEN_FORMS)('autofilled at once, %s ends as (11) 98765-4321', (written) => {
    const { input, reported } = renderPhone();
    autofill(input, written);
    expect(input).toHaveValue('(11) 98765-4321');
    expect(reported.at(-1)).toBe('11987654321');
  });

  it.each(WRITTEN_FORMS)('restored from a draft as %s, shows (11) 98765-4321 and gives the form 11987654321', (written) => {
    const { input, reported } = renderPhone(written);
    expect(input).toHaveValue('(11) 98765-4321');
    expect(reported.at(-1)).toBe('11987654321');
  });

  it('never locks a typed +55 or trunk zero into the DDD: +55 is dropped once the DDD starts, the zero is shown before it', async () => {
    const { input, reported } = renderPhone();
    await userEvent.type(input, '+55');
    expect(input).toHaveValue('+55');
    await userEvent.type(input, ' 11 9876');
    expect(input).toHaveValue('(11) 9876');
    expect(reported.at(-1)).toBe('119876');
    await userEvent.clear(input);
    await userEvent.type(input, '0xx');
    expect(input).toHaveValue('0');
    await userEvent.type(input, '11 9');
    expect(input).toHaveValue('0(11) 9');
    await userEvent.clear(input);
    await userEvent.type(input, '011 98765-432');
    expect(input).toHaveValue('0(11) 98765-432');
    expect(reported.at(-1)).toBe('01198765432');
  });

  it('keeps a bare 55 typed before a number as typed, and reads it once the 13 digits are there', async () => {
    const { input, reported } = renderPhone();
    await userEvent.type(input, '55119876543');
    expect(input).toHaveValue('(55) 11987-6543');
    expect(reported.at(-1)).toBe('55119876543');
    await userEvent.type(input, '2');
    expect(input).toHaveValue('(55) 11987-65432');
    await userEvent.type(input, '1');
    expect(input).toHaveValue('(11) 98765-4321');
    expect(reported.at(-1)).toBe('11987654321');
  });

  it('keeps another country’s number as typed, its + included, for the rule to flag', async () => {
    const { input, reported } = renderPhone();
    await userEvent.type(input, '+1 999 123 4567');
    expect(input).toHaveValue('+(19) 99123-4567');
    expect(reported.at(-1)).toBe('+19991234567');
    expect(phoneError('+19991234567')).toBe('Número de telefone inválido');
  });

  it('keeps a typed landline as typed, 10 digits, for the rule to flag', async () => {
    const { input, reported } = renderPhone();
    await userEvent.type(input, '(11) 3456-7890');
    expect(reported.at(-1)).toBe('1134567890');
    expect(phoneError('1134567890', { whileTyping: true })).toBe('Número de telefone inválido');
  });

  it('keeps the caret where a digit is edited in the middle of a number typed with +55', async () => {
    const { input, reported } = renderPhone();
    await userEvent.type(input, '+55 11 98765-4321');
    input.setSelectionRange(9, 9);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('(11) 98754-321');
    expect(input.selectionStart).toBe(8);
    await userEvent.keyboard('0');
    expect(input).toHaveValue('(11) 98705-4321');
    expect(input.selectionStart).toBe(9);
    expect(reported.at(-1)).toBe('11987054321');
  });
});
