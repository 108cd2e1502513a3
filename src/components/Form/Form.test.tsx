import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField';
import { Field } from './Field';
import { Form } from './Form';
import { useValidatedForm } from './useValidatedForm';

interface Values {
  name: string;
}

function Screen({ onRender, onSubmit }: { onRender: () => void; onSubmit: (values: Values) => void }) {
  onRender();
  const form = useValidatedForm<Values>({ defaultValues: { name: '' }, rules: { name: ({ name }) => (name ? null : 'Digite seu nome') } });
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel="Enviar" label="Cadastro">
      <Field name="name" component={FormField} label="Nome" />
    </Form>
  );
}

describe('Form and useValidatedForm', () => {
  it('render the screen once as it mounts: react-hook-form’s own mount render stays in the form', () => {
    const onRender = vi.fn();
    render(<Screen onRender={onRender} onSubmit={vi.fn()} />);
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('still bind, check and send the values, with the control made outside the screen', async () => {
    const onSubmit = vi.fn();
    render(<Screen onRender={vi.fn()} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription(/Digite seu nome/);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // Sent once the check (asynchronous) has passed.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana' }));
  });

  it('read the values live from the first render on: a value set as the screen mounts is the one read back', () => {
    let read: Values | undefined;
    function Restoring() {
      const form = useValidatedForm<Values>({ defaultValues: { name: '' }, rules: {} });
      // As a restored draft does (useRestoredDraft): set in the screen's first effects, then read to be checked.
      useEffect(() => {
        form.hookForm.setValue('name', 'Rascunho');
        read = form.hookForm.getValues();
      }, [form]);
      return (
        <Form form={form} onSubmit={vi.fn()} submitLabel="Enviar" label="Cadastro">
          <Field name="name" component={FormField} label="Nome" />
        </Form>
      );
    }
    render(<Restoring />);
    expect(read).toEqual({ name: 'Rascunho' });
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Rascunho');
  });
});
