import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../messages';
import { CnpjField } from './CnpjField';

function renderCnpj(initial = '') {
  const reported: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <CnpjField
        id="cnpj"
        value={value}
        onChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { input: screen.getByRole<HTMLInputElement>('textbox', { name: 'CNPJ' }), reported };
}

describe('CnpjField', () => {
  it('upper-cases letters as they are typed and reports the clean value', async () => {
    const { input, reported } = renderCnpj();
    await userEvent.type(input, '12abc34501de35');
    expect(input).toHaveValue('12.ABC.345/01DE-35');
    expect(reported.at(-1)).toBe('12ABC34501DE35');
  });

  it('refuses a letter where a check digit goes, leaving no dangling punctuation', async () => {
    const { input, reported } = renderCnpj();
    await userEvent.type(input, '12ABC34501DEX');
    expect(input).toHaveValue('12.ABC.345/01DE');
    expect(reported.at(-1)).toBe('12ABC34501DE');
  });

  it('cleans a masked, lower-case or punctuated value given by the form', () => {
    const { input, reported } = renderCnpj('12.abc.345/01de-35');
    expect(input).toHaveValue('12.ABC.345/01DE-35');
    expect(reported).toEqual(['12ABC34501DE35']);
  });

  it('takes full-width and Arabic-Indic digits', async () => {
    const { input } = renderCnpj();
    await userEvent.click(input);
    await userEvent.paste('１１.２２２.٣٣٣/０００１-８１');
    expect(input).toHaveValue('11.222.333/0001-81');
  });

  it('keeps the attributes for a full keyboard starting in capitals', () => {
    const { input } = renderCnpj();
    expect(input).toHaveAttribute('inputmode', 'text');
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('takes its copy from the site', () => {
    render(
      <MessagesProvider messages={{ cnpjField: { label: 'CNPJ da loja', hint: 'Como no cartão CNPJ.' } }}>
        <CnpjField id="cnpj" value="" onChange={() => {}} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'CNPJ da loja' })).toHaveAccessibleDescription('Como no cartão CNPJ.');
  });
});
