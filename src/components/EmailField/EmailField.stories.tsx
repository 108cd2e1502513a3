import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { infoTooltipMessages } from '../InfoTooltip';
import { validationMessages } from '../validation/messages';
import { EmailField, type EmailFieldProps } from './EmailField';

function Controlled(props: EmailFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <EmailField
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
  title: 'Components/Form/EmailField',
  component: EmailField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'email', name: 'email', value: '', required: true, onChange: fn() },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'maria.silva@exemplo.com.br');
    await expect(input).toHaveValue('maria.silva@exemplo.com.br');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { value: 'maria.silva@exemplo.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('maria.silva@exemplo.com.br');
  },
};

export const WithError: Story = {
  args: { value: 'maria@', error: validationMessages.email },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Email inválido/);
  },
};

export const Disabled: Story = {
  args: { value: 'maria.silva@exemplo.com.br', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: 'maria.silva@exemplo.com.br', readOnly: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveAccessibleDescription('Este e-mail já foi informado e não pode ser alterado aqui.');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('maria.silva@exemplo.com.br');
  },
};

export const WithTooltip: Story = {
  args: { tooltip: infoTooltipMessages.email },
  play: async ({ canvas, userEvent }) => {
    const info = canvas.getByRole('button', { name: 'Mais informações sobre E-mail' });
    await expect(info).toHaveAccessibleDescription(infoTooltipMessages.email);
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).not.toHaveAccessibleDescription(/Usaremos/);
    await userEvent.hover(info);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(infoTooltipMessages.email);
    await userEvent.unhover(info);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const SignIn: Story = {
  args: { autoComplete: 'username', required: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('autocomplete', 'username');
  },
};
