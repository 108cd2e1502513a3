import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegisterSuccessScreen } from './RegisterSuccessScreen';

const meta = {
  title: 'Screens/RegisterSuccess',
  component: RegisterSuccessScreen,
  parameters: { router: { path: '/register/success', initialEntries: ['/register/success'] } },
} satisfies Meta<typeof RegisterSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastro realizado' })).toBeVisible();
    await expect(canvas.getByText(/Enviamos um e-mail de confirmação/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  },
};
