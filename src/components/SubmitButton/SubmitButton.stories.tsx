import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { SubmitButton } from './SubmitButton';

/** A form that starts sending on submit, as a screen does; `onSubmit` counts the sends. */
function SendingForm({ onSubmit, ...props }: ComponentProps<typeof SubmitButton> & { onSubmit: () => void }) {
  const [loading, setLoading] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setLoading(true);
        onSubmit();
      }}
    >
      <SubmitButton {...props} loading={loading} />
    </form>
  );
}

const meta = {
  title: 'Components/Form/SubmitButton',
  component: SubmitButton,
  args: { children: 'Criar conta' },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Criar conta' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Enviando...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: /Criar conta/ })).toBeNull();
  },
};

const onSubmit = fn();

export const DoubleClickSendsOnce: Story = {
  render: (args) => <SendingForm {...args} onSubmit={onSubmit} />,
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

export const KeepsItsWidth: Story = {
  args: { fullWidth: false, children: 'Enviar' },
  render: (args) => <SendingForm {...args} onSubmit={fn()} />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Enviar' });
    const before = button.getBoundingClientRect();
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Enviando...');
    const after = button.getBoundingClientRect();
    await expect(after.width).toBe(before.width);
    await expect(after.height).toBe(before.height);
  },
};
