import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  confirmationInput,
  connectionFails,
  demoEmail,
  expectFieldsMarkedAndHinted,
  expectServerError,
  fillAndSubmit,
  neverAnswer,
  passwordInput,
  recordVariables,
  sentVariables,
  serverBreaks,
  strongPassword,
  submitButton,
} from '../PasswordForm/storyHelpers';
import { PasswordCreateScreen } from './PasswordCreateScreen';
import { countRequests } from '../../../test/storyHelpers';

const linkTo = (token: string, query = `?email=${encodeURIComponent(demoEmail)}`) => ({
  router: { path: '/password/create/:token', initialEntries: [`/password/create/${token}${query}`] },
});

const linkExpired = 'Já expirou o tempo deste link para criar a senha. Por favor, solicite a definição de senha novamente.';
const unexpected = 'Ocorreu um erro inesperado ao criar a sua senha. Por favor, tente novamente.';

const meta = {
  title: 'Screens/PasswordCreate',
  component: PasswordCreateScreen,
  args: { onSuccess: fn() },
  parameters: { ...linkTo('demo-criar-senha'), msw: { handlers: [recordVariables] } },
  beforeEach: () => {
    sentVariables.mockClear();
  },
} satisfies Meta<typeof PasswordCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
    await expect(canvas.getByText(`Crie a senha de acesso da conta ${demoEmail}.`)).toBeVisible();
    await expect(passwordInput(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmationInput(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmationInput(canvas)).toHaveAccessibleDescription(/Digite a mesma senha mais uma vez/);
    await expect(canvas.getByText('Sua senha precisa ter:')).toBeVisible();
    await expectFieldsMarkedAndHinted(canvas);
    await expect(submitButton(canvas)).toHaveTextContent('Enviar');
    const username = canvas.getByRole('form', { name: 'Crie sua Senha' }).querySelector('input[autocomplete="username"]');
    await expect(username).toHaveValue(demoEmail);
    await expect(username).not.toBeVisible();
  },
};

export const EmailFromQuery: Story = {
  beforeEach: () => {
    localStorage.setItem('email', 'email.antigo@exemplo.com.br');
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(`Crie a senha de acesso da conta ${demoEmail}.`)).toBeVisible();
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('/password/create/success'));
    await expect(sentVariables).toHaveBeenCalledWith({ email: demoEmail, token: 'demo-criar-senha', password: strongPassword });
  },
};

export const EmailFromStorage: Story = {
  parameters: linkTo('demo-criar-senha', ''),
  beforeEach: () => {
    localStorage.setItem('email', demoEmail);
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(`Crie a senha de acesso da conta ${demoEmail}.`)).toBeVisible();
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('/password/create/success'));
    await expect(sentVariables).toHaveBeenCalledWith({ email: demoEmail, token: 'demo-criar-senha', password: strongPassword });
  },
};

export const NoEmail: Story = {
  parameters: linkTo('demo-criar-senha', ''),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não encontramos o e-mail da sua conta');
    // Spoken as its text (an alert): the title and the message do not run together.
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Não encontramos o e-mail da sua conta Este endereço não informa para qual conta é a senha\./);
    await expect(canvas.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/recovery');
    await expect(canvas.queryByLabelText(/^Sua senha/, { selector: 'input' })).toBeNull();
    await expect(sentVariables).not.toHaveBeenCalled();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** A link whose e-mail was mangled on its way (an escape cut short): it names no account, so nothing can be sent. */
export const LinkEmailNotAnAddress: Story = {
  parameters: linkTo('demo-criar-senha', '?email=%25zz'),
  play: async (context) => {
    await NoEmail.play?.(context);
    await expect(context.canvas.queryByText(/%zz/)).toBeNull();
  },
};

/** The same with an address stored by an earlier step (sign-up, recovery): the page uses that one. */
export const LinkEmailNotAnAddressWithStored: Story = {
  ...EmailFromStorage,
  parameters: linkTo('demo-criar-senha', '?email=%25zz'),
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(submitButton(canvas));
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Digite uma senha');
    await expect(summary).toHaveTextContent('Confirme a senha');
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(expect.stringContaining('Digite uma senha'));
    await expect(confirmationInput(canvas)).toHaveAccessibleDescription(expect.stringContaining('Confirme a senha'));
    await userEvent.click(canvas.getByRole('link', { name: 'Sua senha: Digite uma senha' }));
    await expect(passwordInput(canvas)).toHaveFocus();

    await fillAndSubmit(canvas, userEvent, 'senhafraca');
    const weak = 'Deve conter no mínimo 8 caracteres; e ao menos uma letra maiúscula, uma minúscula, um número e um símbolo.';
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(weak));
    await expect(passwordInput(canvas)).toBeInvalid();
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword, 'Senha@Forte2');
    const message = 'A confirmação de senha não foi repetida corretamente';
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(confirmationInput(canvas)).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(passwordInput(canvas)).toBeValid();
    await expect(sentVariables).not.toHaveBeenCalled();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [recordVariables, neverAnswer] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(passwordInput(canvas), strongPassword);
    await userEvent.type(confirmationInput(canvas), strongPassword);
    // A double click must send one request.
    const requests = countRequests('PasswordFormResetPasswordMutation');
    await userEvent.dblClick(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveTextContent('Enviando...'));
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(passwordInput(canvas)).toBeDisabled();
    await expect(confirmationInput(canvas)).toBeDisabled();
    // The button changes as the submit starts; the request reaches the mock (through its service worker) after.
    await waitFor(() => expect(sentVariables).toHaveBeenCalled());
    await expect(requests()).toBe(1);
    await expect(sentVariables).toHaveBeenCalledTimes(1);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const LinkExpired: Story = {
  parameters: linkTo('demo-link-expirado'),
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await expectServerError(canvas, linkExpired, strongPassword);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível salvar a sua senha');
    await expect(canvas.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/recovery');
    await expect(sentVariables).toHaveBeenCalledWith({ email: demoEmail, token: 'demo-link-expirado', password: strongPassword });
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const UnexpectedError: Story = {
  parameters: { msw: { handlers: [recordVariables, serverBreaks] } },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await expectServerError(canvas, unexpected, strongPassword);
    await expect(sentVariables).toHaveBeenCalledTimes(1);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [recordVariables, connectionFails] } },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await expectServerError(canvas, unexpected, strongPassword);
    await expect(canvas.queryByText(linkExpired)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Solicitar um novo link' })).toBeNull();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const SuccessWithRedirect: Story = {
  parameters: linkTo('demo-criar-senha-com-retorno'),
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith('/password/create/success?redirect_uri=https%3A%2F%2Fparceiro.exemplo.com.br%2Fbem-vindo'),
    );
    await expect(sentVariables).toHaveBeenCalledWith({ email: demoEmail, token: 'demo-criar-senha-com-retorno', password: strongPassword });
    await expect(passwordInput(canvas)).toHaveValue('');
    await expect(confirmationInput(canvas)).toHaveValue('');
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('/password/create/success'));
    await expect(sentVariables).toHaveBeenCalledWith({ email: demoEmail, token: 'demo-criar-senha', password: strongPassword });
    await expect(passwordInput(canvas)).toHaveValue('');
    await expect(confirmationInput(canvas)).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The password is kept nowhere: not in storage, not in the URL.
    await expect(JSON.stringify({ ...localStorage })).not.toContain(strongPassword);
    await expect(window.location.href).not.toContain(strongPassword);
  },
};

/** A first password finishes a sign-up, not a reset: where the sign-up was going is still followed after the login. */
export const SuccessKeepsTheSignUpDestination: Story = {
  beforeEach: () => {
    localStorage.setItem('after_login_redirects_to', '/profile/update');
  },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, strongPassword);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('/password/create/success'));
    await expect(localStorage.getItem('after_login_redirects_to')).toBe('/profile/update');
  },
};
