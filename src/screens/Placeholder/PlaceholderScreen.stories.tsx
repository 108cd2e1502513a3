import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceholderScreen } from './PlaceholderScreen';

const meta = {
  title: 'Screens/Placeholder',
  component: PlaceholderScreen,
  args: { title: 'Cadastre-se' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
    await expect(canvas.getByText('Esta tela chega em breve.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  },
};

export const LongTitle: Story = {
  args: { title: 'Como redefinir a senha' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Como redefinir a senha' })).toBeVisible();
  },
};
