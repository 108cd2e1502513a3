import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailChangeSuccessScreen } from './EmailChangeSuccessScreen';

const meta = {
  title: 'Screens/EmailChangeSuccess',
  component: EmailChangeSuccessScreen,
  parameters: { router: { path: '/email/change/success' } },
  beforeEach: () => {
    sessionStorage.clear();
  },
} satisfies Meta<typeof EmailChangeSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a signed-in change: the new address, the steps, and the way home. */
export const Default: Story = {
  parameters: {
    router: { path: '/email/change/success', initialEntries: [{ pathname: '/email/change/success', state: { email: 'maria.nova@exemplo.com.br', unconfirmed: false } }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirme o novo e-mail' })).toBeVisible();
    await expect(canvas.getByText('maria.nova@exemplo.com.br')).toBeVisible();
    await expect(canvas.getByText('Até confirmar, continue entrando com o seu e-mail atual.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'O endereço está errado? Corrija de novo' })).toHaveAttribute('href', '/email/change');
  },
};

/** An unconfirmed sign-up's fix, read back from this tab's storage (a reload loses the navigation state). */
export const UnconfirmedFromStorage: Story = {
  beforeEach: () => {
    sessionStorage.setItem('email_change_pending', JSON.stringify({ email: 'pedro.certo@exemplo.com.br', unconfirmed: true }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('pedro.certo@exemplo.com.br')).toBeVisible();
    await expect(canvas.getByText('Depois de confirmar, entre na sua conta com o novo e-mail e a senha do cadastro.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reenviar a confirmação' })).toHaveAttribute('href', '/unconfirmed-user');
  },
};

/** Opened with nothing to report (a bookmark): still a sensible page, never an address from the URL. */
export const WithoutAddress: Story = {
  parameters: { router: { path: '/email/change/success', initialEntries: ['/email/change/success?email=intruso%40exemplo.com'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enviamos um link de confirmação para o novo endereço que você informou.')).toBeVisible();
    await expect(canvas.queryByText(/intruso/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Voltar para a página inicial' })).toBeVisible();
  },
};
