import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  confirmationInput,
  connectionFails,
  demoEmail,
  expectFieldsMarkedAndHinted,
  expectServerError,
  fillAndSubmit,
  passwordInput,
  recordVariables,
  sentVariables,
  strongPassword,
} from '../PasswordForm/storyHelpers';
import { PasswordResetScreen } from './PasswordResetScreen';

const linkTo = (token: string) => ({
  router: { path: '/password/reset/:token', initialEntries: [`/password/reset/${token}?email=${encodeURIComponent(demoEmail)}`] },
});

const meta = {
  title: 'Screens/PasswordReset',
  component: PasswordResetScreen,
  args: { onSuccess: fn() },
  parameters: { ...linkTo('demo-criar-senha'), msw: { handlers: [recordVariables] } },
  beforeEach: () => {
    sentVariables.mockClear();
  },
} satisfies Meta<typeof PasswordResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await expect(canvas.getByText(`Escolha uma nova senha para a conta ${demoEmail}.`)).toBeVisible();
    await expect(passwordInput(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmationInput(canvas)).toHaveAttribute('autocomplete', 'new-password');
    // The same marks, note, hints and button as the create-password screen.
    await expectFieldsMarkedAndHinted(canvas);
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword, 'Outra@Senha9');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('A confirmação de senha não foi repetida corretamente'));
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const LinkExpired: Story = {
  parameters: linkTo('demo-link-expirado'),
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await expectServerError(
      canvas,
      'Já expirou o tempo deste link para redefinir a senha. Por favor, solicite a redefinição de senha novamente.',
      strongPassword,
    );
    await expect(sentVariables).toHaveBeenCalledWith({ email: demoEmail, token: 'demo-link-expirado', password: strongPassword });
    await expect(canvas.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/recovery');
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [recordVariables, connectionFails] } },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await expectServerError(canvas, 'Ocorreu um erro inesperado ao redefinir a sua senha. Por favor, tente novamente.', strongPassword);
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('/password-reset-success'));
    await expect(sentVariables).toHaveBeenCalledWith({ email: demoEmail, token: 'demo-criar-senha', password: strongPassword });
    await expect(passwordInput(canvas)).toHaveValue('');
  },
};

/** A finished reset leaves nothing of the account in this browser: the stored e-mail, drafts and after-login destination go. */
export const SuccessForgetsTheAccount: Story = {
  beforeEach: () => {
    localStorage.setItem('email', demoEmail);
    localStorage.setItem('after_login_redirects_to', '/profile/update');
    sessionStorage.setItem('draft:profile-update:demo', JSON.stringify({ name: 'Maria Souza' }));
  },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('/password-reset-success'));
    await expect(localStorage.getItem('email')).toBeNull();
    await expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
    await expect(sessionStorage.getItem('draft:profile-update:demo')).toBeNull();
  },
};

export const SuccessWithRedirect: Story = {
  parameters: linkTo('demo-criar-senha-com-retorno'),
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith('/password-reset-success?redirect_uri=https%3A%2F%2Fparceiro.exemplo.com.br%2Fbem-vindo'),
    );
  },
};
