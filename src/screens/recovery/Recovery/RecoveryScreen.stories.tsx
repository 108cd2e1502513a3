import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RecoveryScreen } from './RecoveryScreen';
import { RECOVERY_STATE_KEY } from '../recoveryState';
import { HttpResponse } from 'msw';
import { answerError, api, connectionFails, gatewayLimits, maria, recordVariables, sentVariables } from '../storyHelpers';
import { fields } from '../../../test/fields';

const REQUEST = 'recoveryMutationsRequestByEmailMutation';
const START = 'useStartRecoveryByCpfMutation';

const meta = {
  title: 'Screens/Recovery/Start',
  component: RecoveryScreen,
  args: { onNavigate: fn() },
  parameters: { router: { path: '/recovery' }, msw: { handlers: [recordVariables(REQUEST), recordVariables(START)] } },
  beforeEach: () => {
    sentVariables.mockClear();
    sessionStorage.clear();
  },
} satisfies Meta<typeof RecoveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function submit(context: Context, text: string) {
  const field = fields(context.canvas);
  await context.userEvent.type(field.identifier(), text);
  await context.userEvent.click(context.canvas.getByRole('button', { name: 'Continuar' }));
}

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const field = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
    await expect(field.identifier()).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByRole('link', { name: 'Recuperar pelo CPF' })).toHaveAttribute('href', '/recovery/profile');
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationErrors: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Digite seu e-mail ou CPF');
    await submit(context, 'maria@');
    await expect(field.identifier()).toHaveAccessibleDescription(/Digite um e-mail válido/);
    await userEvent.clear(field.identifier());
    await submit(context, '5299822');
    await expect(field.identifier()).toHaveValue('529.982.2');
    await expect(field.identifier()).toHaveAccessibleDescription(/O CPF tem 11 números/);
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const SuccessByEmail: Story = {
  play: async (context) => {
    await submit(context, maria.email);
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/recovery/sent'));
    await expect(sentVariables).toHaveBeenCalledTimes(1);
    await expect(sentVariables).toHaveBeenCalledWith(REQUEST, { email: maria.email });
    // The reset form reads the real address; the masked one stays in this tab's recovery state.
    await expect(localStorage.getItem('email')).toBe(maria.email);
    await expect(sessionStorage.getItem(RECOVERY_STATE_KEY)).toContain(maria.maskedEmail);
  },
};

export const SuccessByCpf: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await submit(context, maria.identity);
    await expect(field.identifier()).toHaveValue('529.982.247-25');
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/recovery/choose-reset-options'));
    await expect(sentVariables).toHaveBeenCalledTimes(1);
    await expect(sentVariables).toHaveBeenCalledWith(START, { identity: maria.identity });
    await expect(sessionStorage.getItem(RECOVERY_STATE_KEY)).toContain(maria.maskedPhone);
  },
};

export const CpfNotFound: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await submit(context, '15350946056');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Não encontramos uma conta com este CPF');
    await expect(context.canvas.getByRole('link', { name: 'Criar uma conta' })).toBeVisible();
    await expect(field.identifier()).toHaveValue('153.509.460-56');
    await expect(context.args.onNavigate).not.toHaveBeenCalled();
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [answerError(REQUEST, 'Aguarde.', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 45 })] } },
  play: async (context) => {
    const field = fields(context.canvas);
    await submit(context, maria.email);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em 45 segundos.');
    await expect(field.identifier()).toHaveValue(maria.email);
  },
};

export const GatewayRateLimited: Story = {
  parameters: { msw: { handlers: [gatewayLimits(START, 120)] } },
  play: async (context) => {
    await submit(context, maria.identity);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em 2 minutos.');
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [connectionFails(REQUEST)] } },
  play: async (context) => {
    const field = fields(context.canvas);
    await submit(context, maria.email);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Sem conexão com a internet');
    await expect(field.identifier()).toHaveValue(maria.email);
    await expect(context.canvas.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  },
};

export const UnexpectedAnswer: Story = {
  parameters: {
    msw: { handlers: [api.mutation(REQUEST, () => HttpResponse.json({ data: { requestPasswordRecovery: { channel: 'POMBO', maskedDestination: '', resendAvailableInSeconds: 30, codeLength: -1 } } }))] },
  },
  play: async (context) => {
    const field = fields(context.canvas);
    await submit(context, maria.email);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado. Tente novamente em instantes.');
    await expect(context.args.onNavigate).not.toHaveBeenCalled();
    await expect(field.identifier()).toHaveValue(maria.email);
  },
};

export const RestartNotice: Story = {
  parameters: { router: { path: '/recovery', initialEntries: [{ pathname: '/recovery', state: { recoveryNotice: 'restart' } }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Não encontramos um pedido de recuperação em andamento/)).toBeVisible();
  },
};
