import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OVERFLOW_LIMIT } from '../MaskedInput/MaskedInput';
import { birthDateError } from '../validation/birthDate.ts';
import { BirthDateField } from './BirthDateField';

function renderBirthDate(initial = '') {
  const reported: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <BirthDateField
        id="bornOn"
        value={value}
        onChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Data de nascimento' }), reported };
}

describe('BirthDateField', () => {
  it('reports the digits while partial and the ISO date once complete', async () => {
    const { input, reported } = renderBirthDate();
    await userEvent.type(input, '1204');
    expect(input).toHaveValue('12/04');
    expect(reported.at(-1)).toBe('1204');
    await userEvent.type(input, '1990');
    expect(input).toHaveValue('12/04/1990');
    expect(reported.at(-1)).toBe('1990-04-12');
  });

  it('goes back to digits when a digit of a complete date is deleted', async () => {
    const { input, reported } = renderBirthDate('1990-04-12');
    expect(input).toHaveValue('12/04/1990');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('12/04/199');
    expect(reported.at(-1)).toBe('1204199');
  });

  it('reports a complete date that is not real as ISO, for validation to refuse', async () => {
    const { input, reported } = renderBirthDate();
    await userEvent.type(input, '31021990');
    expect(input).toHaveValue('31/02/1990');
    expect(reported.at(-1)).toBe('1990-02-31');
  });

  it('takes an ISO date from autofill or paste and turns it around', async () => {
    const { input, reported } = renderBirthDate();
    await userEvent.click(input);
    await userEvent.paste(' 1990-04-12 ');
    expect(input).toHaveValue('12/04/1990');
    expect(reported.at(-1)).toBe('1990-04-12');
  });

  it('survives hostile pastes, and never cuts one down to a date', async () => {
    const { input, reported } = renderBirthDate();
    await userEvent.click(input);
    await userEvent.paste(`😀\uDFFF١٢/٠٤/١٩٩٠${'8'.repeat(10_000)}`);
    // the first 8 digits alone are a date: the extra ones stay, up to the overflow limit, to be flagged
    expect(input).toHaveValue(`12/04/1990${'8'.repeat(OVERFLOW_LIMIT)}`);
    expect(reported.at(-1)).toBe(`12041990${'8'.repeat(OVERFLOW_LIMIT)}`);
  });

  it('keeps a date pasted with a digit too many, as digits that no rule takes for a date', async () => {
    const { input, reported } = renderBirthDate();
    await userEvent.click(input);
    await userEvent.paste('12/04/19901');
    expect(input).toHaveValue('12/04/19901');
    expect(reported.at(-1)).toBe('120419901');
    expect(birthDateError('120419901', { whileTyping: true, today: '2026-11-23' })).toBe('Data de nascimento inválida');
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('12/04/1990');
    expect(reported.at(-1)).toBe('1990-04-12');
  });

  it('has the attributes for the numeric keyboard and birthday autofill', () => {
    const { input } = renderBirthDate();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'bday');
  });
});
