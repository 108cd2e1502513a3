import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordSuccessScreen } from './PasswordSuccessScreen';

const at = (path: string, query = '') => ({ router: { path, initialEntries: [`${path}${query}`] } });
const partnerQuery = `?redirect_uri=${encodeURIComponent('https://parceiro.exemplo.com.br/bem-vindo')}`;
const loginLink = 'Clique aqui para voltar à página de login';

const meta = {
  title: 'Screens/PasswordSuccess',
  component: PasswordSuccessScreen,
  args: { variant: 'create' },
  parameters: at('/password/create/success'),
} satisfies Meta<typeof PasswordSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Created: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senha criada' })).toBeVisible();
    await expect(canvas.getByText('Sua senha foi criada com sucesso.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: loginLink })).toHaveAttribute('href', '/login');
  },
};

export const CreatedWithRedirect: Story = {
  parameters: at('/password/create/success', partnerQuery),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sua senha foi criada com sucesso.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: loginLink })).toHaveAttribute('href', `/login${partnerQuery}`);
  },
};

export const Reset: Story = {
  args: { variant: 'reset' },
  parameters: at('/password-reset-success', partnerQuery),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senha redefinida' })).toBeVisible();
    await expect(canvas.getByText('Sua senha foi redefinida com sucesso.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: loginLink })).toHaveAttribute('href', `/login${partnerQuery}`);
  },
};
