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
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Waiting: unavailable (`aria-disabled`, still reached by Tab, so its wait can be heard), with the time left in words as its description; pressing it does nothing. */
export const Waiting: Story = {
  // a render-time wait, so each run (and the screenshot) starts five minutes out
  render: (args) => <ResendButton {...args} resendAt={Date.now() + 5 * 60_000} />,
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Você poderá pedir um novo envio em 5 minutos.');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** While the request is in flight: unavailable, saying so. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Enviando...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** The wait ends: the button comes back and a polite status says so once. */
export const WaitEnds: Story = {
  render: (args) => <ResendButton {...args} resendAt={Date.now() + 4_000} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 20_000 });
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
    await expect(button()).toHaveAttribute('aria-disabled', 'true');
    await expect(button()).toHaveAccessibleDescription(/Você poderá pedir um novo envio em \d segundos?\./);
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'), { timeout: 20_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Você já pode pedir um novo envio.');
  },
};

/** The story's server: answers the resend under way when the play function has seen it sending. */
let answerResend = () => {};

/**
 * By keyboard: Enter asks again, and focus stays on the button through the sending and the new
 * wait (the same button, never made anew), so the person hears its wait and presses it again when
 * it is over, without finding their place again.
 */
export const KeepsFocusThroughEachWait: Story = {
  render: function Render(args) {
    const [resendAt, setResendAt] = useState(0);
    const [sending, setSending] = useState(false);
    const resend = () => {
      setSending(true);
      answerResend = () => {
        setSending(false);
        setResendAt(Date.now() + 3_000);
      };
    };
    return <ResendButton {...args} resendAt={resendAt} sending={sending} onResend={resend} />;
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Enviando...');
    await expect(button).toHaveFocus();
    answerResend();
    await waitFor(() => expect(button).toHaveAccessibleDescription(/Você poderá pedir um novo envio em \d segundos?\./));
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 20_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Você já pode pedir um novo envio.');
    await expect(button).toHaveFocus();
    // A second round: the same button, focused, with a new wait and a new 'available' at its end.
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Enviando...');
    answerResend();
    await waitFor(() => expect(button).toHaveAccessibleDescription(/Você poderá pedir um novo envio em \d segundos?\./));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 20_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Você já pode pedir um novo envio.');
  },
};
