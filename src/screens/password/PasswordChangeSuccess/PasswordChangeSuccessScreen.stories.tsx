import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordChangeSuccessScreen } from './PasswordChangeSuccessScreen';

const meta = {
  title: 'Screens/PasswordChangeSuccess',
  component: PasswordChangeSuccessScreen,
  parameters: { router: { path: '/password/change/success' } },
} satisfies Meta<typeof PasswordChangeSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senha alterada' })).toBeVisible();
    await expect(canvas.getByText(/Sua senha foi alterada com sucesso\./)).toBeVisible();
    const next = canvas.getByRole('navigation', { name: 'Próximos passos' });
    await expect(next).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Ver e atualizar meu cadastro' })).toHaveAttribute('href', '/profile/update');
    await expect(canvas.getByRole('link', { name: 'Recuperar o acesso' })).toHaveAttribute('href', '/recovery');
  },
};
