import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordForm } from './PasswordForm';
import { confirmationInput, demoEmail, passwordInput, recordVariables, sentVariables, strongPassword, submitButton } from './storyHelpers';

/**
 * The form both password links share. The screens' stories (PasswordCreate, PasswordReset) cover
 * every server outcome; these show what the shared form does on its own, before any request.
 */
const meta = {
  title: 'Screens/PasswordForm',
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

export const WeakPasswordIsNotSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(passwordInput(canvas), 'senhafraca');
    await userEvent.type(confirmationInput(canvas), 'senhafraca');
    await userEvent.click(submitButton(canvas));
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(
      /Deve conter no mínimo 8 caracteres; e ao menos uma letra maiúscula, uma minúscula, um número e um símbolo\./,
    );
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const MismatchClearsWhenFixed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(passwordInput(canvas), strongPassword);
    await userEvent.type(confirmationInput(canvas), `${strongPassword}x`);
    await userEvent.click(submitButton(canvas));
    await expect(confirmationInput(canvas)).toHaveAccessibleDescription(/A confirmação de senha não foi repetida corretamente/);
    await userEvent.type(confirmationInput(canvas), '{Backspace}');
    await expect(confirmationInput(canvas)).not.toHaveAccessibleDescription(/A confirmação de senha não foi repetida corretamente/);
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};
