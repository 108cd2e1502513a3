import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expiredToken, farFutureToken } from '../../../test/tokenFixtures';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: { router: { path: '/', initialEntries: ['/'] } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByRole('link', { name: 'Sair' })).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();
    const account = canvas.getByRole('navigation', { name: 'Sua conta' });
    await expect(account).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Atualizar cadastro' })).toHaveAttribute('href', '/profile/update');
    await expect(canvas.getByRole('link', { name: 'Dados pessoais' })).toHaveAttribute('href', '/personal-informations');
    await expect(canvas.getByRole('link', { name: 'Alterar e-mail' })).toHaveAttribute('href', '/email/change');
    await expect(canvas.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/password/change');
    await expect(canvas.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
    await expect(canvas.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  },
};

/** A valid token with a `user` entry that is not JSON: still signed in, greeted without a name. */
export const SignedInWithCorruptedUser: Story = {
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', '{name: Maria');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Olá!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sair' })).toBeVisible();
  },
};

/** A name is text, never markup. */
export const SignedInWithMarkupInName: Story = {
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: '<img src=x onerror=alert(1)>' }));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Olá, <img src=x onerror=alert(1)>!' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const ExpiredToken: Story = {
  beforeEach: () => {
    localStorage.setItem('jwt', expiredToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    await expect(canvas.queryByText(/Maria/)).not.toBeInTheDocument();
  },
};
