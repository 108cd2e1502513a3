import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formFieldRenders } from '../../test/formFieldRenders';
import { CpfField } from '../CpfField';
import { Field, Form, useValidatedForm } from '../Form';
import { createMaskedInput, MaskedField } from './MaskedInput';

// Counts the renders of the field around a masked input (label, outline, hint, error): MUI's styled
// parts, most of what a key costs on a slow phone. The real FormField renders, counted by id.
vi.mock('../FormField', async (importOriginal) => (await import('../../test/formFieldRenders')).countingFormField(importOriginal));
const renders = (id: string) => formFieldRenders.get(id) ?? 0;

describe('a key in a masked field re-renders its input alone', () => {
  it('in MaskedField, held by a parent’s state: the label, outline, hint and error stay as they were', async () => {
    const Input = createMaskedInput({ pattern: '000.000' });
    function Controlled() {
      const [value, setValue] = useState('');
      return <MaskedField id="x" label="Código" hint="Seis números" error="Digite o código" value={value} onChange={setValue} inputComponent={Input} />;
    }
    render(<Controlled />);
    const before = renders('x');
    await userEvent.type(screen.getByRole('textbox', { name: 'Código' }), '123456');
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('123.456');
    // Once more at most: the first key fills the field (the label stays up, the outline keeps its notch).
    expect(renders('x') - before).toBeLessThanOrEqual(1);
  });

  it('in a Form, bound by Field: the error still comes and goes with the value', async () => {
    function CpfScreen() {
      const form = useValidatedForm<{ cpf: string }>({ defaultValues: { cpf: '' }, rules: { cpf: ({ cpf }) => (cpf.length === 11 ? null : 'CPF incompleto') } });
      return (
        <Form form={form} onSubmit={vi.fn()} submitLabel="Enviar" label="Cadastro">
          <Field name="cpf" component={CpfField} />
        </Form>
      );
    }
    render(<CpfScreen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const input = screen.getByRole('textbox', { name: /^CPF/ });
    expect(input).toHaveAccessibleDescription(/CPF incompleto/);
    const before = renders('cpf');
    await user.type(input, '5299822');
    expect(input).toHaveValue('529.982.2');
    expect(input).toHaveAccessibleDescription(/CPF incompleto/);
    expect(renders('cpf') - before).toBeLessThanOrEqual(1);
    // The field around the input renders again when its own props change: the error goes at the eleventh digit.
    await user.type(input, '4725');
    expect(input).toHaveValue('529.982.247-25');
    expect(input).not.toHaveAccessibleDescription(/CPF incompleto/);
  });
});
