import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { readRecoveryState } from '../recoveryState';
import { answerError, connectionFails, maria, recordVariables, resendAnswers, seedEmailRecovery, seedRecovery, sentVariables, startMariaRecovery } from '../storyHelpers';
import { RecoverySentScreen } from './RecoverySentScreen';

const BY_EMAIL = 'recoveryMutationsRequestByEmailMutation';
const BY_ID = 'recoveryMutationsSendByIdMutation';

const meta = {
  title: 'Screens/Recovery/Sent',
  component: RecoverySentScreen,
  args: { onNavigate: fn() },
  parameters: { router: { path: '/recovery/sent' }, msw: { handlers: [recordVariables(BY_EMAIL), recordVariables(BY_ID)] } },
  beforeEach: () => {
    sentVariables.mockClear();
    sessionStorage.clear();
    seedEmailRecovery();
  },
} satisfies Meta<typeof RecoverySentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const resendButton = ({ canvas }: Context) => canvas.getByRole('button', { name: /^(Reenviar e-mail|Enviando\.\.\.)$/ });

/** The wait is over: the resend may be pressed. */
const readyToResend = () => {
  sessionStorage.clear();
  seedEmailRecovery(-1000);
};

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instruções enviadas' })).toBeVisible();
    await expect(canvas.getByText(maria.maskedEmail)).toBeVisible();
    await expect(canvas.getByText(/Se este e-mail estiver cadastrado/)).toBeVisible();
    await expect(canvas.getByText(/pastas de spam/)).toBeVisible();
    await expect(resendButton(context)).toHaveAttribute('aria-disabled', 'true');
    await expect(resendButton(context)).toHaveAccessibleDescription('Você poderá pedir um novo envio em 5 minutos.');
    await expect(canvas.queryByRole('link', { name: /Digite o código/ })).toBeNull();
  },
};

export const Resend: Story = {
  beforeEach: readyToResend,
  parameters: { msw: { handlers: [resendAnswers(BY_EMAIL, 'EMAIL', 0)] } },
  play: async (context) => {
    await expect(resendButton(context)).not.toHaveAttribute('aria-disabled');
    await context.userEvent.click(resendButton(context));
    await expect(await context.canvas.findByText(/Enviamos um novo e-mail para m\*\*\*@exemplo\.com\.br\. Aguarde 5 minutos/)).toBeVisible();
    await expect(sentVariables).toHaveBeenCalledWith(BY_EMAIL, { email: maria.email });
    await waitFor(() => expect(resendButton(context)).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const RateLimited: Story = {
  beforeEach: readyToResend,
  parameters: { msw: { handlers: [answerError(BY_EMAIL, 'Aguarde.', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1800 })] } },
  play: async (context) => {
    await context.userEvent.click(resendButton(context));
    await expect(await context.canvas.findByText('Muitas tentativas. Tente novamente em 30 minutos.')).toBeVisible();
    await expect(resendButton(context)).toHaveAttribute('aria-disabled', 'true');
    await expect(resendButton(context)).toHaveAccessibleDescription('Você poderá pedir um novo envio em 30 minutos.');
    await expect((readRecoveryState()?.delivery?.resendAt ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);
  },
};

export const NetworkFailure: Story = {
  beforeEach: readyToResend,
  parameters: { msw: { handlers: [connectionFails(BY_EMAIL)] } },
  play: async (context) => {
    await context.userEvent.click(resendButton(context));
    await expect(await context.canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expect(resendButton(context)).not.toHaveAttribute('aria-disabled');
  },
};

export const WithCode: Story = {
  beforeEach: async () => {
    sessionStorage.clear();
    const started = await startMariaRecovery();
    seedRecovery({ ...started, delivery: { channel: 'EMAIL', maskedDestination: maria.maskedEmail, codeLength: 6, resendAt: Date.now() - 1000 } });
  },
  parameters: { msw: { handlers: [resendAnswers(BY_ID, 'EMAIL')] } },
  play: async (context) => {
    await expect(context.canvas.getByRole('link', { name: /Digite o código aqui/ })).toHaveAttribute('href', '/recovery/confirmation-code');
    await expect(context.canvas.queryByText(/Se este e-mail estiver cadastrado/)).toBeNull();
    await context.userEvent.click(resendButton(context));
    await expect(await context.canvas.findByText(/Enviamos um novo e-mail/)).toBeVisible();
    await expect(sentVariables).toHaveBeenCalledWith(BY_ID, { recoveryId: readRecoveryState()?.recoveryId, channel: 'EMAIL' });
  },
};

export const RecoveryExpired: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    seedRecovery({
      recoveryId: 'recuperacao-vencida',
      address: null,
      options: [{ channel: 'EMAIL', maskedDestination: maria.maskedEmail }],
      delivery: { channel: 'EMAIL', maskedDestination: maria.maskedEmail, codeLength: 6, resendAt: Date.now() - 1000 },
    });
  },
  play: async (context) => {
    await context.userEvent.click(resendButton(context));
    await expect(await context.canvas.findByText(/Este pedido de recuperação expirou/)).toBeVisible();
    await expect(context.canvas.getByRole('link', { name: 'Começar de novo' })).toHaveAttribute('href', '/recovery');
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
