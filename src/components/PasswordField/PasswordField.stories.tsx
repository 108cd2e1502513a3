import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SubmitButton } from '../SubmitButton';
import { validationMessages } from '../validation/messages';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Controlled(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PasswordField
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event);
      }}
    />
  );
}

function InForm(props: PasswordFieldProps) {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Controlled {...props} />
      <SubmitButton>Entrar</SubmitButton>
    </form>
  );
}

/** At least 128 characters, with spaces, accents and emoji (surrogate pairs). */
const LONG_PASSWORD = `${'Minha frase secreta 🔐 com espaços e acentuação '.repeat(3)}— fim! 🙂 X9`;

type Canvas = ReturnType<typeof within>;
const passwordInput = (canvas: Canvas) => canvas.getByLabelText(/^Senha/, { selector: 'input' });

const meta = {
  title: 'Components/Form/PasswordField',
  component: PasswordField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'password', name: 'password', value: '', required: true, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).toHaveAttribute('autocorrect', 'off');
    await expect(input).toHaveAccessibleDescription(validationMessages.passwordHelper);
    await userEvent.type(input, 'Segredo#2024');
    await expect(input).toHaveValue('Segredo#2024');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { value: 'Segredo#2024' },
  play: async ({ canvas }) => {
    await expect(passwordInput(canvas)).toHaveValue('Segredo#2024');
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('type', 'button');
  },
};

export const Visible: Story = {
  args: { value: 'Segredo#2024' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'text');
    await expect(passwordInput(canvas)).toHaveValue('Segredo#2024');
    await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { value: 'Segredo#2024' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { value: 'fraca', error: validationMessages.password },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${validationMessages.passwordHelper} Erro: ${validationMessages.password}`);
  },
};

export const Disabled: Story = {
  args: { value: 'Segredo#2024', disabled: true },
  play: async ({ canvas }) => {
    await expect(passwordInput(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};

export const CapsLockOn: Story = {
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(passwordInput(canvas));
    await userEvent.keyboard('{CapsLock}');
    await expect(status).toHaveTextContent('Caps Lock está ativado.');
    await expect(status).toBeVisible();
  },
};

export const WithChecklist: Story = {
  args: { showChecklist: true, autoComplete: 'new-password', id: 'new-password' },
  play: async ({ canvas, userEvent }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    const list = canvas.getByRole('list', { name: 'Sua senha precisa ter:' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(list).toHaveTextContent('Uma letra minúscula: pendente');
    await userEvent.type(input, 'segredo');
    await expect(list).toHaveTextContent('Uma letra minúscula: atendido');
    await expect(list).toHaveTextContent('Uma letra maiúscula: pendente');
    await waitFor(() => expect(canvas.getByText('1 de 5 requisitos atendidos')).toBeInTheDocument());
    await userEvent.type(input, 'S#24');
    await expect(list).toHaveTextContent('No mínimo 8 caracteres: atendido');
    await expect(list).toHaveTextContent('Um símbolo (como ! @ # $ %): atendido');
    const summary = await canvas.findByText('5 de 5 requisitos atendidos');
    await expect(summary.closest('[aria-live="polite"]')).not.toBeNull();
  },
};

export const LongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(Array.from(LONG_PASSWORD).length).toBeGreaterThanOrEqual(128);
    const input = passwordInput(canvas);
    await expect(input).not.toHaveAttribute('maxlength');
    await userEvent.click(input);
    await userEvent.paste(LONG_PASSWORD);
    await expect(input).toHaveValue(LONG_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(passwordInput(canvas)).toHaveValue(LONG_PASSWORD);
  },
};

export const HiddenAfterSubmit: Story = {
  render: (args) => <InForm {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(passwordInput(canvas), 'Segredo#2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'password');
    await expect(passwordInput(canvas)).toHaveValue('Segredo#2024');
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  },
};
