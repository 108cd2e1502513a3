import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BirthDateField } from '../BirthDateField';
import { CnpjField } from '../CnpjField';
import { CpfField } from '../CpfField';
import { PhoneField } from '../PhoneField';
import { birthDateError, formatBirthDate } from '../validation/birthDate.ts';
import { cnpjError, formatCnpj } from '../validation/cnpj.ts';
import { cpfError, formatCpf } from '../validation/cpf.ts';
import { formatPhone, phoneError } from '../validation/phone.ts';
import { createMaskedInput, MaskedField, type MaskedFieldProps } from './MaskedInput';

interface FieldCase {
  name: string;
  Field: ComponentType<MaskedFieldProps>;
  format: (value: string) => string;
  shape: string;
  clean: fc.Arbitrary<string>;
  /** How many characters the mask has room for (a longer clean value is kept whole and flagged). */
  capacity: number;
  /** The rule's message for a value longer than the mask. */
  overLongError: (clean: string) => string | null;
  /** What of a clean value is shown before the mask (the phone's trunk 0 or another country's '+'). */
  lead?: (clean: string) => string;
}

const fields: FieldCase[] = [
  { name: 'CpfField', Field: CpfField, format: formatCpf, shape: '000.000.000-00', clean: fc.stringMatching(/^[0-9]{0,11}$/), capacity: 11, overLongError: cpfError },
  {
    name: 'PhoneField',
    Field: PhoneField,
    format: formatPhone,
    shape: '(00) 00000-0000',
    clean: fc.stringMatching(/^[0-9]{0,11}$/),
    capacity: 11,
    overLongError: phoneError,
    lead: (clean) => /^(?:\+5?|0)/.exec(clean)?.[0] ?? '',
  },
  {
    name: 'BirthDateField',
    Field: BirthDateField,
    format: formatBirthDate,
    shape: '00/00/0000',
    clean: fc.stringMatching(/^([0-9]{0,7}|[0-9]{4}-[0-9]{2}-[0-9]{2})$/),
    capacity: 8,
    overLongError: (clean) => birthDateError(clean, { today: '2026-11-23' }),
  },
  { name: 'CnpjField', Field: CnpjField, format: formatCnpj, shape: '00.000.000/0000-00', clean: fc.stringMatching(/^([0-9A-Z]{0,12}|[0-9A-Z]{12}[0-9]{1,2})$/), capacity: 14, overLongError: cnpjError },
];

const invalid: Record<string, string> = { CpfField: 'CPF inválido', PhoneField: 'Número de telefone inválido', BirthDateField: 'Data de nascimento inválida', CnpjField: 'CNPJ inválido' };

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const oddCharacter = fc.constantFrom('😀', '👩🏽‍💻', '１', '٣', '۴', '𝟗', '\u0000', '\u202e', 'a', 'Z', '-', '/', ' ', '+');
const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate, oddCharacter), maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('7'.repeat(10_000), '٣'.repeat(10_001), `${'😀'.repeat(5_000)}52998224725`) },
);

/** The field with its clean value in state; the last clean value is kept in `reported`. */
function renderField({ Field }: FieldCase, initial = '') {
  const reported: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <Field
        id="field"
        label="Campo"
        value={value}
        onChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
    );
  }
  const view = render(<Harness />);
  return { ...view, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Campo' }), reported };
}

describe.each(fields)('$name through the mask adapter', (field) => {
  it('shows a clean value exactly as the validation formatter does, and reports nothing back', async () => {
    await fc.assert(
      fc.asyncProperty(field.clean, async (clean) => {
        const { input, reported, unmount } = renderField(field, clean);
        try {
          expect(input.value).toBe(field.format(clean));
          expect(reported).toEqual([]);
        } finally {
          unmount();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never throws on a hostile paste and ends in a correctly masked value, or in an over-long one kept whole and flagged', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        const { input, reported, unmount } = renderField(field);
        try {
          const user = userEvent.setup();
          await user.click(input);
          await user.paste(text);
          const last = reported.at(-1) ?? '';
          const lead = field.lead?.(last) ?? '';
          const held = last.slice(lead.length);
          // (an ISO birth date, with its dashes, is the 8 digits: it fits)
          const overflow = held.length > field.capacity && !/-/.test(held) ? held.slice(field.capacity) : '';
          // what does not fit the mask is shown right after it, never dropped, and the rule refuses it
          expect(input.value).toBe(`${field.format(last)}${overflow}`);
          expect(field.shape.startsWith(input.value.slice(lead.length, input.value.length - overflow.length).replace(/[0-9A-Z]/g, '0'))).toBe(true);
          if (overflow !== '') expect(field.overLongError(last)).toBe(invalid[field.name]);
        } finally {
          unmount();
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('createMaskedInput', () => {
  it('puts a value changed from outside (a form reset) on screen without reporting it back', () => {
    const Input = createMaskedInput({ pattern: '00-00' });
    const changes: string[] = [];
    const { rerender } = render(<MaskedField id="x" label="Código" value="1234" onChange={(next) => changes.push(next)} inputComponent={Input} />);
    const input = screen.getByRole('textbox', { name: 'Código' });
    expect(input).toHaveValue('12-34');
    rerender(<MaskedField id="x" label="Código" value="" onChange={(next) => changes.push(next)} inputComponent={Input} />);
    expect(input).toHaveValue('');
    expect(changes).toEqual([]);
  });

  it('reports the normalised value when the form holds one the mask cannot show', () => {
    const Input = createMaskedInput({ pattern: '00-00' });
    const changes: string[] = [];
    render(<MaskedField id="x" label="Código" value="12345" onChange={(next) => changes.push(next)} inputComponent={Input} />);
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('12-34');
    expect(changes).toEqual(['1234']);
  });

  it('hydrating a server-rendered input that holds what a person typed leaves it on screen as typed, caret included, for the app to hand over', async () => {
    const Input = createMaskedInput({ pattern: '00-00' });
    const changes: string[] = [];
    const field = <MaskedField id="x" label="Código" value="" onChange={(next) => changes.push(next)} inputComponent={Input} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    // Typed before the app ran: the DOM changed, no one listened.
    input.focus();
    input.value = '1234';
    input.setSelectionRange(2, 2);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, field);
    });
    // Not emptied, not masked twice: the hand-over (src/app/prerenderedPage.ts) replays it as the person's input.
    expect(input).toHaveValue('1234');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    expect(changes).toEqual([]);
    // That replay: the value React rendered, the typed one set beneath it, and the input event.
    act(() => {
      input.value = '';
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '1234');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input).toHaveValue('12-34');
    expect(changes).toEqual(['1234']);
    act(() => root?.unmount());
    container.remove();
  });

  it('a value set from outside raises the label, and emptying it lowers it again', () => {
    const Input = createMaskedInput({ pattern: '00-00' });
    const field = (value: string) => <MaskedField id="x" label="Código" value={value} onChange={() => {}} inputComponent={Input} />;
    const { rerender, container } = render(field(''));
    const label = container.querySelector('label[for=x]');
    expect(label).toHaveAttribute('data-shrink', 'false');
    rerender(field('1234'));
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('12-34');
    expect(label).toHaveAttribute('data-shrink', 'true');
    rerender(field('12'));
    expect(label).toHaveAttribute('data-shrink', 'true');
    rerender(field(''));
    expect(label).toHaveAttribute('data-shrink', 'false');
  });

  it('hands the input element to inputRef, for react-hook-form to focus on an error', () => {
    const Input = createMaskedInput({ pattern: '000' });
    let element: HTMLInputElement | null = null;
    render(
      <MaskedField
        id="x"
        label="Código"
        value=""
        onChange={() => {}}
        inputComponent={Input}
        inputRef={(node: HTMLInputElement | null) => {
          element = node;
        }}
      />,
    );
    expect(element).toBe(screen.getByRole('textbox', { name: 'Código' }));
  });
});
