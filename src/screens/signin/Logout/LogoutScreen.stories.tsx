import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { farFutureToken } from '../../../test/tokenFixtures';
import { LogoutScreen } from './LogoutScreen';

const partner = 'https://parceiro.exemplo.com.br';

const meta = {
  title: 'Screens/Logout',
  component: LogoutScreen,
  args: { allowedOrigins: [partner], onLoggedOut: fn() },
  parameters: { router: { path: '/logout', initialEntries: ['/logout'] } },
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
    localStorage.setItem('unconfirmed_user_email', 'maria.silva@exemplo.com.br');
  },
} satisfies Meta<typeof LogoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Saindo da sua conta' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Encerrando sua sessão…');
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledWith({ kind: 'internal', path: '/' }));
    await expect(localStorage.getItem('jwt')).toBeNull();
    await expect(localStorage.getItem('user')).toBeNull();
    await expect(localStorage.getItem('unconfirmed_user_email')).toBeNull();
  },
};

export const ToAllowedOrigin: Story = {
  parameters: { router: { path: '/logout', initialEntries: [`/logout?redirect_uri=${encodeURIComponent(`${partner}/saiu`)}`] } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledWith({ kind: 'external', url: `${partner}/saiu` }));
    await expect(localStorage.getItem('jwt')).toBeNull();
  },
};

export const ToForeignOrigin: Story = {
  parameters: { router: { path: '/logout', initialEntries: ['/logout?redirect_uri=https%3A%2F%2Fmalicioso.exemplo.net%2F'] } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledWith({ kind: 'internal', path: '/' }));
    await expect(localStorage.getItem('jwt')).toBeNull();
  },
};

export const ToSamePortalPath: Story = {
  parameters: { router: { path: '/logout', initialEntries: ['/logout?redirect_uri=%2Flogin'] } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledWith({ kind: 'internal', path: '/login' }));
  },
};

/** Nothing of the account stays for the next person at this computer: its e-mail, its forms' drafts, where it was going. */
export const ForgetsTheAccount: Story = {
  beforeEach: () => {
    localStorage.setItem('email', 'maria.silva@exemplo.com.br');
    localStorage.setItem('after_login_redirects_to', '/profile/update');
    localStorage.setItem('user_under_creation', JSON.stringify({ name: 'Cadastro de outra pessoa' }));
    sessionStorage.setItem('draft:profile-update:demo', JSON.stringify({ name: 'Maria Souza' }));
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledWith({ kind: 'internal', path: '/' }));
    await expect(localStorage.getItem('jwt')).toBeNull();
    await expect(localStorage.getItem('email')).toBeNull();
    await expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
    await expect(sessionStorage.getItem('draft:profile-update:demo')).toBeNull();
    // The sign-up draft is no account's: it stays.
    await expect(localStorage.getItem('user_under_creation')).not.toBeNull();
  },
};
