import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RedirectScreen } from './RedirectScreen';

const partner = 'https://parceiro.exemplo.com.br';

const meta = {
  title: 'Screens/Redirect',
  component: RedirectScreen,
  args: { allowedOrigins: [partner], onRedirect: fn() },
  parameters: { router: { path: '/redirect', initialEntries: ['/redirect'] } },
} satisfies Meta<typeof RedirectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const storeRedirect = (value: string) => () => {
  localStorage.setItem('after_login_redirects_to', value);
};

export const AllowedOrigin: Story = {
  beforeEach: storeRedirect(`${partner}/bem-vindo?origem=portal`),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Redirecionando…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Levando você ao destino…');
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith({ kind: 'external', url: `${partner}/bem-vindo?origem=portal` }));
    // Used once: a later sign-in must not come back here.
    await expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
  },
};

export const ForeignOrigin: Story = {
  beforeEach: storeRedirect('https://malicioso.exemplo.net/roubar'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeVisible();
    await expect(canvas.getByText(/não pertence a um site parceiro autorizado/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await expect(args.onRedirect).not.toHaveBeenCalled();
    // Refused once is refused for good: it does not steer a later sign-in here again.
    await waitFor(() => expect(localStorage.getItem('after_login_redirects_to')).toBeNull());
  },
};

/** The allowlisted host used as userinfo: the real host is foreign. */
export const UserinfoTrick: Story = {
  beforeEach: storeRedirect('https://parceiro.exemplo.com.br@malicioso.exemplo.net/'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const ProtocolRelative: Story = {
  beforeEach: storeRedirect('//malicioso.exemplo.net'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const RelativePath: Story = {
  beforeEach: storeRedirect('/oauth2/authorize?client_id=loja'),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith({ kind: 'internal', path: '/oauth2/authorize?client_id=loja' }));
  },
};

export const NothingStored: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeVisible();
    await expect(canvas.getByText('Não encontramos um endereço para onde continuar depois do acesso.')).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};
