import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Screens/Error',
  component: ErrorScreen,
  args: { error: new Error('Falha ao montar a tela de cadastro.'), onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ops! Ocorreu um erro inesperado.' })).toBeVisible();
    await expect(canvas.getByText('Falha ao montar a tela de cadastro.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The click leaves a focus ripple whose timing varies: blur and wait, so the screenshot is stable.
    retry.blur();
    await waitFor(() => expect(canvasElement.querySelectorAll('.MuiTouchRipple-root > *')).toHaveLength(0));
  },
};

export const ChunkLoadFailure: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: https://portal.exemplo.com.br/assets/Home-abc.js') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ops! Ocorreu um erro inesperado.' })).toBeVisible();
    await expect(canvas.getByText(/Não foi possível carregar esta página/)).toBeVisible();
    await expect(canvas.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  },
};

export const WithoutMessage: Story = {
  args: { error: { unexpected: true }, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ops! Ocorreu um erro inesperado.' })).toBeVisible();
    await expect(canvas.queryByText('Mensagem do erro:')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toBeVisible();
  },
};
