import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { readRecoveryState, RECOVERY_STATE_KEY } from '../recoveryState';
import { answerError, connectionFails, maria, recordVariables, seedRecovery, sentVariables, startMariaRecovery } from '../storyHelpers';
import { RecoveryChooseResetOptionsScreen } from './RecoveryChooseResetOptionsScreen';

const SEND = 'recoveryMutationsSendByIdMutation';

const meta = {
  title: 'Screens/Recovery/ChooseResetOptions',
  component: RecoveryChooseResetOptionsScreen,
  args: { onNavigate: fn() },
  parameters: { router: { path: '/recovery/choose-reset-options' }, msw: { handlers: [recordVariables(SEND)] } },
  beforeEach: async () => {
    sentVariables.mockClear();
    sessionStorage.clear();
    seedRecovery(await startMariaRecovery());
  },
} satisfies Meta<typeof RecoveryChooseResetOptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const smsOption = ({ canvas }: Context) => canvas.getByRole('radio', { name: /SMS para o celular \(11\) \*\*\*\*\*-4321/ });
const emailOption = ({ canvas }: Context) => canvas.getByRole('radio', { name: /E-mail para m\*\*\*@exemplo\.com\.br/ });
const send = (context: Context) => context.userEvent.click(context.canvas.getByRole('button', { name: 'Enviar' }));

export const Default: Story = {
  play: async (context) => {
    await expect(context.canvas.getByRole('group', { name: 'Receber as instruções por' })).toBeVisible();
    await expect(emailOption(context)).toBeChecked();
    await expect(smsOption(context)).not.toBeChecked();
  },
};

export const ChooseSms: Story = {
  play: async (context) => {
    await context.userEvent.click(smsOption(context));
    await send(context);
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/recovery/confirmation-code'));
    await expect(sentVariables).toHaveBeenCalledWith(SEND, { recoveryId: readRecoveryState()?.recoveryId, channel: 'SMS' });
    await expect(localStorage.getItem('mobileNumber')).toBe(maria.maskedPhone);
    await expect(readRecoveryState()?.delivery).toMatchObject({ channel: 'SMS', maskedDestination: maria.maskedPhone, codeLength: 6 });
  },
};

export const ChooseEmail: Story = {
  play: async (context) => {
    await send(context);
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/recovery/sent'));
    await expect(sentVariables).toHaveBeenCalledWith(SEND, { recoveryId: readRecoveryState()?.recoveryId, channel: 'EMAIL' });
    // The masked address never goes where the reset form reads the real one.
    await expect(localStorage.getItem('email')).toBeNull();
  },
};

export const RecoveryExpired: Story = {
  parameters: { msw: { handlers: [answerError(SEND, 'O código expirou.', { code: 'CODE_EXPIRED' })] } },
  play: async (context) => {
    await send(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Este pedido de recuperação expirou.');
    await expect(context.canvas.getByRole('link', { name: 'Começar de novo' })).toHaveAttribute('href', '/recovery');
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [answerError(SEND, 'Aguarde.', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 20 })] } },
  play: async (context) => {
    await context.userEvent.click(smsOption(context));
    await send(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em 20 segundos.');
    await expect(smsOption(context)).toBeChecked();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [connectionFails(SEND)] } },
  play: async (context) => {
    await send(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Sem conexão com a internet');
    await expect(context.canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  },
};

export const MissingRecovery: Story = {
  play: async ({ mount, ...context }) => {
    sessionStorage.clear();
    await mount();
    await expect(context.canvas.getByRole('status')).toHaveTextContent('Voltando para o início da recuperação de senha');
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/recovery', 'restart'));
  },
};

export const GarbageRecovery: Story = {
  play: async ({ mount, ...context }) => {
    sessionStorage.setItem(RECOVERY_STATE_KEY, '{"recoveryId":"x","options":[{"channel":"FAX"}]');
    await mount();
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/recovery', 'restart'));
    await expect(context.canvas.getByRole('link', { name: 'Começar de novo' })).toBeVisible();
  },
};
