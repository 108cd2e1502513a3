import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FormField, type FormFieldProps } from './FormField';

function Controlled(props: FormFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <FormField
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Components/Form/FormField',
  component: FormField,
  render: (args) => <Controlled {...args} />,
  args: {
    id: 'name',
    name: 'name',
    label: 'Nome completo',
    autoComplete: 'name',
    required: true,
    onChange: fn(),
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/Nome completo/);
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'Maria da Silva');
    await expect(input).toHaveValue('Maria da Silva');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { id: 'email', name: 'email', label: 'E-mail', autoComplete: 'email', type: 'email', inputMode: 'email', hint: 'Usaremos este e-mail para o acesso e para falar com você.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/E-mail/);
    await expect(input).toHaveAccessibleDescription('Usaremos este e-mail para o acesso e para falar com você.');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithError: Story = {
  args: { hint: 'Como está no seu documento.', error: 'Campo obrigatório' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Nome completo/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', 'name-hint name-error');
    await expect(input).toHaveAccessibleDescription(/Como está no seu documento\..*Campo obrigatório/);
    await expect(canvas.getByText('Campo obrigatório')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { value: 'Maria da Silva' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Nome completo/)).toHaveValue('Maria da Silva');
  },
};

export const Disabled: Story = {
  args: { value: 'Maria da Silva', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Nome completo/)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { id: 'email', name: 'email', label: 'E-mail', value: 'maria.silva@exemplo.com.br', readOnly: true, hint: 'Este e-mail veio do seu convite e não pode ser alterado.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/E-mail/);
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('maria.silva@exemplo.com.br');
  },
};
