import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RECOVERY_STATE_KEY } from '../recoveryState';
import { answerError, connectionFails, maria, recordVariables, sentVariables, serverDown } from '../storyHelpers';
import { fields } from '../../../test/fields';
import { RecoveryProfileScreen } from './RecoveryProfileScreen';

const START = 'useStartRecoveryByCpfMutation';

const meta = {
  title: 'Screens/Recovery/Profile',
  component: RecoveryProfileScreen,
  args: { onNavigate: fn() },
  parameters: { router: { path: '/recovery/profile' }, msw: { handlers: [recordVariables(START)] } },
  beforeEach: () => {
    sentVariables.mockClear();
    sessionStorage.clear();
  },
} satisfies Meta<typeof RecoveryProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function submit(context: Context, cpf: string) {
  const field = fields(context.canvas);
  await context.userEvent.type(field.cpf(), cpf);
  await context.userEvent.click(context.canvas.getByRole('button', { name: 'Continuar' }));
}

export const Default: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Recuperar senha pelo CPF' })).toBeVisible();
    await expect(field.cpf()).toHaveAttribute('inputmode', 'numeric');
    await expect(context.canvas.getByRole('link', { name: 'Recuperar pelo e-mail' })).toHaveAttribute('href', '/recovery');
  },
};

export const ValidationErrors: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await submit(context, '5299822');
    await expect(context.canvas.getByRole('alert')).toHaveTextContent('O CPF tem 11 números');
    await context.userEvent.clear(field.cpf());
    await submit(context, '52998224724');
    await expect(field.cpf()).toHaveAccessibleDescription(/CPF inválido/);
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  play: async (context) => {
    const field = fields(context.canvas);
    await submit(context, '15350946056');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Não encontramos uma conta com este CPF. Confira os números, tente pelo e-mail ou faça um cadastro.');
    await expect(context.canvas.getByRole('link', { name: 'Criar uma conta' })).toHaveAttribute('href', '/register');
    await expect(field.cpf()).toHaveValue('153.509.460-56');
    await expect(sentVariables).toHaveBeenCalledWith(START, { identity: '15350946056' });
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [answerError(START, 'Aguarde.', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 600 })] } },
  play: async (context) => {
    await submit(context, maria.identity);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em 10 minutos.');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [serverDown(START)] } },
  play: async (context) => {
    const field = fields(context.canvas);
    await submit(context, maria.identity);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('O serviço está indisponível no momento.');
    await expect(field.cpf()).toHaveValue('529.982.247-25');
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [connectionFails(START)] } },
  play: async (context) => {
    await submit(context, maria.identity);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Sem conexão com a internet');
  },
};

export const Success: Story = {
  play: async (context) => {
    await submit(context, maria.identity);
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/recovery/choose-reset-options'));
    await expect(sessionStorage.getItem(RECOVERY_STATE_KEY)).toContain(maria.maskedPhone);
  },
};
