import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ResendButton } from './ResendButton';

const meta = {
  title: 'Components/Form/ResendButton',
  component: ResendButton,
  args: { resendAt: 0, onResend: fn(), sending: false, label: 'Reenviar código', sendingLabel: 'Enviando...' },
} satisfies Meta<typeof ResendButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No wait: the button may be pressed, and it asks for the message again. */
export const Ready: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Waiting: disabled, with the time left in words as its description. */
export const Waiting: Story = {
  // a render-time wait, so each run (and the screenshot) starts five minutes out
  render: (args) => <ResendButton {...args} resendAt={Date.now() + 5 * 60_000} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Você poderá pedir um novo envio em 5 minutos.');
  },
};

/** While the request is in flight: disabled, saying so. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

/** The wait ends: the button comes back and a polite status says so once. */
export const WaitEnds: Story = {
  render: (args) => <ResendButton {...args} resendAt={Date.now() + 4_000} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' });
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 20_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Você já pode pedir um novo envio.');
    await expect(button).not.toHaveAccessibleDescription();
  },
};

/** Each press starts a new wait (the parent gives a new `resendAt`, no `key` needed): it counts down and says once when it is over. */
export const NewWaitAfterEachPress: Story = {
  render: function Render(args) {
    const [resendAt, setResendAt] = useState(0);
    return <ResendButton {...args} resendAt={resendAt} onResend={() => setResendAt(Date.now() + 4_000)} />;
  },
  play: async ({ canvas, userEvent }) => {
    const button = () => canvas.getByRole('button', { name: 'Reenviar código' });
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(button());
    await expect(button()).toBeDisabled();
    await expect(button()).toHaveAccessibleDescription(/Você poderá pedir um novo envio em \d segundos?\./);
    await waitFor(() => expect(button()).toBeEnabled(), { timeout: 20_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Você já pode pedir um novo envio.');
  },
};
