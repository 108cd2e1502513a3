import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IdentifierField, type IdentifierFieldProps } from './IdentifierField';

function Controlled(props: IdentifierFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <IdentifierField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Form/IdentifierField',
  component: IdentifierField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'identifier', name: 'identifier', value: '', required: true, hint: 'O e-mail ou o CPF da sua conta.', onChange: fn() },
} satisfies Meta<typeof IdentifierField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: /^E-mail ou CPF/ });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('O e-mail ou o CPF da sua conta.');
    // An e-mail is left as typed.
    await userEvent.type(input, 'Maria.Silva@exemplo.com.br');
    await expect(input).toHaveValue('Maria.Silva@exemplo.com.br');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maria.Silva@exemplo.com.br');
  },
};

export const TypingACpf: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: /^E-mail ou CPF/ });
    await userEvent.type(input, '52998224725');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.onChange).toHaveBeenLastCalledWith('529.982.247-25');
    // A digit typed in the middle: the mask follows and the caret stays after that digit.
    await userEvent.type(input, '0', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await expect(input).toHaveValue('529.908.224-725');
    await expect(input.selectionStart).toBe(6);
  },
};

export const PastedTooManyDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /^E-mail ou CPF/ });
    await userEvent.click(input);
    await userEvent.paste('529982247251');
    // The twelfth digit stays, after the mask: nothing is dropped without a word.
    await expect(input).toHaveValue('529.982.247-251');
  },
};

export const WithError: Story = {
  args: { value: '529.982.247', error: 'Informe os 11 dígitos do CPF.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^E-mail ou CPF/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Informe os 11 dígitos do CPF\./);
  },
};

export const OwnLabel: Story = {
  args: { label: 'Seu e-mail ou CPF' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Seu e-mail ou CPF/ })).toBeVisible();
  },
};

/** Where the site listens for a passkey: the field's autofill offers the device's passkeys too. */
export const WithPasskeyAutofill: Story = {
  args: { passkeyAutofill: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^E-mail ou CPF/ })).toHaveAttribute('autocomplete', 'username webauthn');
  },
};
