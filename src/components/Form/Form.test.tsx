import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField';
import { Field, type FieldComponent } from './Field';
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

interface SiteValues {
  email: string;
  cpf: string;
}

describe('Field under a form the site made', () => {
  it('is typed by the form’s values: a misspelt name or dependency fails the typecheck', () => {
    function SiteForm() {
      const form = useForm<SiteValues>({ defaultValues: { email: '', cpf: '' } });
      const { control } = form;
      const Typed: FieldComponent<SiteValues> = Field;
      return (
        <Form form={form} onSubmit={vi.fn()} submitLabel="Enviar" label="Cadastro">
          <Field control={control} name="email" component={FormField} label="E-mail" deps={['cpf']} />
          {/* @ts-expect-error: 'emial' is not a field of the form */}
          <Field control={control} name="emial" component={FormField} label="E-mail" />
          {/* @ts-expect-error: nor is 'cfp' */}
          <Field control={control} name="email" component={FormField} label="E-mail" deps={['cfp']} />
          <Typed name="cpf" component={FormField} label="CPF" />
          {/* @ts-expect-error: a `FieldComponent` of the values checks the name as well */}
          <Typed name="cfp" component={FormField} label="CPF" />
        </Form>
      );
    }
    // The render is beside the point (the typecheck is the test): it only shows the names are what react-hook-form binds.
    render(<SiteForm />);
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
  });

  it('says what it needs outside any form', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Field name="email" component={FormField} label="E-mail" />)).toThrow(/inside Form or a react-hook-form FormProvider, or be given control/);
    } finally {
      quiet.mockRestore();
    }
  });
});
