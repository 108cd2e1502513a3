import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PasswordForm } from './PasswordForm';
import { confirmationInput, demoEmail, passwordInput, recordVariables, sentVariables, submitButton } from './storyHelpers';

// The estimator (zxcvbn-ts and its dictionaries) loads on first use: seconds on a busy machine.
const SLOW = { timeout: 20_000 };
const REASON = 'Esta senha é fácil de adivinhar. Esta é uma senha muito comum. Adicione mais palavras menos comuns.';

/** The create-password form refuses a password the rules accept but a person guesses at once. */
const meta = {
  title: 'Screens/PasswordForm/Strength',
  component: PasswordForm,
  args: { variant: 'create', token: 'demo-criar-senha', onSuccess: fn() },
  parameters: {
    router: { path: '/password/create/:token', initialEntries: [`/password/create/demo-criar-senha?email=${encodeURIComponent(demoEmail)}`] },
    msw: { handlers: [recordVariables] },
  },
  beforeEach: () => {
    sentVariables.mockClear();
  },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `Senha@123` meets the five rules; it is refused with the reason in Portuguese, and nothing is sent. */
export const CommonPasswordRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(passwordInput(canvas)).toHaveAttribute('passwordrules', 'minlength: 8; required: lower; required: upper; required: digit; required: special;');
    await userEvent.type(passwordInput(canvas), 'Senha@123');
    await userEvent.type(confirmationInput(canvas), 'Senha@123');
    await expect(await canvas.findByText('Fraca', {}, SLOW)).toBeVisible();
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(passwordInput(canvas)).toHaveAccessibleDescription(new RegExp(REASON.replace(/\./g, '\\.'))), SLOW);
    await expect(canvas.getByRole('alert')).toHaveTextContent(REASON);
    await expect(passwordInput(canvas)).toHaveValue('Senha@123');
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

/** A passphrase passes the rules and the strength check: the password is sent. */
export const StrongPassphraseAccepted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const passphrase = 'Jabuticaba#Pedal7Quintal';
    await userEvent.type(passwordInput(canvas), passphrase);
    await userEvent.type(confirmationInput(canvas), passphrase);
    await expect(await canvas.findByText('Muito forte', {}, SLOW)).toBeVisible();
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(sentVariables).toHaveBeenCalledWith({ email: demoEmail, token: 'demo-criar-senha', password: passphrase }), SLOW);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('/password/create/success'), SLOW);
  },
};
