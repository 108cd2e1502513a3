import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { readRecoveryState } from '../recoveryState';
import { answerError, connectionFails, gatewayLimits, lastSmsCode, maria, recordVariables, resendAnswers, seedSmsRecovery, sentVariables } from '../storyHelpers';
import { fields } from '../../../test/fields';
import { RecoveryConfirmationCodeScreen } from './RecoveryConfirmationCodeScreen';

const VERIFY = 'RecoveryConfirmationCodeScreenVerifyMutation';
const RESEND = 'recoveryMutationsSendByIdMutation';

const meta = {
  title: 'Screens/Recovery/ConfirmationCode',
  component: RecoveryConfirmationCodeScreen,
  args: { onNavigate: fn() },
  parameters: { router: { path: '/recovery/confirmation-code' }, msw: { handlers: [recordVariables(VERIFY), recordVariables(RESEND)] } },
  beforeEach: async () => {
    sentVariables.mockClear();
    sessionStorage.clear();
    await seedSmsRecovery();
  },
} satisfies Meta<typeof RecoveryConfirmationCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const confirm = (context: Context) => context.userEvent.click(context.canvas.getByRole('button', { name: 'Confirmar código' }));
const resendButton = ({ canvas }: Context) => canvas.getByRole('button', { name: /^(Reenviar código|Enviando\.\.\.)$/ });
const wrongCode = async () => ((await lastSmsCode()) === '000000' ? '111111' : '000000');

export const Default: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Código de confirmação' })).toBeVisible();
    await expect(context.canvas.getByText(`Enviamos um código de 6 números por SMS para o celular ${maria.maskedPhone}.`)).toBeVisible();
    await expect(field.code()).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field.code()).toHaveAttribute('inputmode', 'numeric');
    await expect(resendButton(context)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PasteWithSpaces: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await context.userEvent.click(field.code());
    await context.userEvent.paste('123 - 456');
    await expect(field.code()).toHaveValue('123456');
    await context.userEvent.type(field.code(), 'a');
    await expect(field.code()).toHaveValue('123456');
  },
};

/** A paste longer than the code stays whole on screen and is flagged when sent: never cut to a shorter code. */
export const PasteTooLong: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await context.userEvent.click(field.code());
    await context.userEvent.paste('123 - 456 7');
    await expect(field.code()).toHaveValue('1234567');
    await confirm(context);
    await expect(field.code()).toHaveAccessibleDescription(/O código tem 6 números/);
    await expect(field.code()).toHaveValue('1234567');
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await confirm(context);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent('Digite o código que enviamos para você');
    await context.userEvent.type(field.code(), '123');
    await confirm(context);
    await expect(field.code()).toHaveAccessibleDescription(/O código tem 6 números/);
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    const wrong = await wrongCode();
    await context.userEvent.type(field.code(), wrong);
    await confirm(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Código incorreto. Confira os números e tente novamente: restam 4 tentativas.');
    await expect(field.code()).toHaveValue(wrong);
    await expect(sentVariables).toHaveBeenCalledWith(VERIFY, { recoveryId: readRecoveryState()?.recoveryId, code: wrong });
  },
};

export const CodeExpired: Story = {
  parameters: { msw: { handlers: [answerError(VERIFY, 'O código expirou.', { code: 'CODE_EXPIRED' })] } },
  play: async (context) => {
    const field = fields(context.canvas);
    await context.userEvent.type(field.code(), '123456');
    await confirm(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Este código expirou. Peça um novo código');
  },
};

export const TooManyAttempts: Story = {
  beforeEach: async () => {
    sessionStorage.clear();
    await seedSmsRecovery(-1000);
  },
  parameters: { msw: { handlers: [answerError(VERIFY, 'Você errou o código muitas vezes.', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 }), resendAnswers(RESEND, 'SMS')] } },
  play: async (context) => {
    const field = fields(context.canvas);
    await context.userEvent.type(field.code(), '123456');
    await confirm(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Você errou o código muitas vezes e ele não vale mais.');
    // The way forward: a new code.
    await context.userEvent.click(resendButton(context));
    await expect(await context.canvas.findByText(/Enviamos um novo código para \(11\) \*\*\*\*\*-4321\. O código anterior não vale mais\. Aguarde 5 minutos/)).toBeVisible();
    await expect(sentVariables).toHaveBeenCalledWith(RESEND, { recoveryId: readRecoveryState()?.recoveryId, channel: 'SMS' });
    await expect(field.code()).toHaveValue('');
    await waitFor(() => expect(resendButton(context)).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const RateLimitedByGateway: Story = {
  parameters: { msw: { handlers: [gatewayLimits(VERIFY, 90)] } },
  play: async (context) => {
    const field = fields(context.canvas);
    await context.userEvent.type(field.code(), '123456');
    await confirm(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Você errou o código muitas vezes');
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [connectionFails(VERIFY)] } },
  play: async (context) => {
    const field = fields(context.canvas);
    await context.userEvent.type(field.code(), '123456');
    await confirm(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Sem conexão com a internet');
    await expect(field.code()).toHaveValue('123456');
  },
};

export const Success: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    localStorage.setItem('email', 'outra.conta@exemplo.com.br');
    await context.userEvent.type(field.code(), await lastSmsCode());
    await confirm(context);
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/password\/reset\/[\w-]+$/)));
    // The reset form gets the account's real e-mail, from the server.
    await expect(localStorage.getItem('email')).toBe(maria.email);
    await expect(readRecoveryState()).toBeNull();
  },
};

export const MissingRecovery: Story = {
  play: async ({ mount, ...context }) => {
    sessionStorage.clear();
    await mount();
    await expect(context.canvas.getByRole('status')).toHaveTextContent('Voltando para o início');
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/recovery', 'restart'));
  },
};
