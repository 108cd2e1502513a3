import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, waitFor } from 'storybook/test';
import { mockBackend } from '../../../../mocks/handlers';
import { unsignedToken } from '../../../test/tokenFixtures';
import { ProfileUpdateScreen } from './ProfileUpdateScreen';

const api = graphql.link('*/graphql');
const mariaEmail = 'maria.silva@exemplo.com.br';

/** Two passkeys of Maria's in the mock's store: one used, one never. */
function seedPasskeys() {
  const { store } = mockBackend;
  const maria = store.users.find((user) => user.email === mariaEmail);
  if (!maria) throw new Error('The demo account is missing.');
  const passkey = { userId: maria.id, publicKey: new Uint8Array(0), counter: 0, transports: ['internal'] };
  store.passkeys.push(
    { ...passkey, id: 'chave-android', credentialId: 'cred-android', deviceName: 'Chrome no Android', createdAt: Date.parse('2026-10-03T15:00:00Z'), lastUsedAt: Date.parse('2026-11-20T12:00:00Z') },
    { ...passkey, id: 'chave-windows', credentialId: 'cred-windows', deviceName: 'Edge no Windows', createdAt: Date.parse('2026-11-21T15:00:00Z'), lastUsedAt: null },
  );
}

const meta = {
  title: 'Screens/ProfileUpdate/Passkeys',
  component: ProfileUpdateScreen,
  args: { today: '2026-11-22', withPasskeys: true },
  parameters: { router: { path: '/profile/update' } },
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.setItem('jwt', unsignedToken({ sub: mariaEmail, exp: 4_102_444_800 }));
    localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
    seedPasskeys();
  },
} satisfies Meta<typeof ProfileUpdateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const passkeyList = async (canvas: Canvas) => canvas.findByRole('region', { name: 'Chaves de acesso' }, { timeout: 15_000 });

/** Below the profile's form: each passkey's device, when it was created and last used, newest first. */
export const Listed: Story = {
  play: async ({ canvas }) => {
    const list = await passkeyList(canvas);
    const items = await waitFor(() => {
      const found = list.querySelectorAll('li');
      expect(found).toHaveLength(2);
      return [...found];
    });
    await expect(items[0]).toHaveTextContent('Edge no WindowsCriada em 21 de novembro de 2026. Ainda não usada.');
    await expect(items[1]).toHaveTextContent('Chrome no AndroidCriada em 3 de outubro de 2026. Último uso em 20 de novembro de 2026.');
    await expect(canvas.getByRole('button', { name: 'Criar chave de acesso' })).toBeVisible();
  },
};

/** No passkey yet: it says so, and offers to create one. */
export const NoPasskeys: Story = {
  beforeEach: () => {
    mockBackend.store.passkeys = [];
  },
  play: async ({ canvas }) => {
    const list = await passkeyList(canvas);
    await expect(list).toHaveTextContent('Você ainda não tem chaves de acesso.');
    await expect(canvas.getByRole('button', { name: 'Criar chave de acesso' })).toBeVisible();
  },
};

/** Remove asks first (the question takes the focus); confirmed, the server forgets it and the list says so. */
export const Removed: Story = {
  play: async ({ canvas, userEvent }) => {
    await passkeyList(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover a chave de acesso Chrome no Android' }));
    await expect(canvas.getByRole('group', { name: 'Remover a chave de acesso Chrome no Android? Você não poderá mais entrar com ela.' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Sim, remover' }));
    await expect(await canvas.findByText('Chave de acesso removida.')).toBeVisible();
    await expect(canvas.queryByText('Chrome no Android')).toBeNull();
    await expect(mockBackend.store.passkeys.map((passkey) => passkey.id)).toEqual(['chave-windows']);
  },
};

/** Cancelled at the question: nothing is removed. */
export const RemoveCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await passkeyList(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover a chave de acesso Edge no Windows' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('button', { name: 'Remover a chave de acesso Edge no Windows' })).toBeVisible();
    await expect(mockBackend.store.passkeys).toHaveLength(2);
  },
};

/** Already removed elsewhere (another device): the server no longer knows it, so it leaves the list as if removed here. */
export const AlreadyRemoved: Story = {
  parameters: {
    msw: {
      handlers: [
        api.mutation('ProfilePasskeysRemoveMutation', () =>
          HttpResponse.json({ errors: [{ message: 'Esta chave de acesso não está cadastrada.', extensions: { code: 'PASSKEY_NOT_FOUND' } }] }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await passkeyList(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover a chave de acesso Chrome no Android' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sim, remover' }));
    await expect(await canvas.findByText('Chave de acesso removida.')).toBeVisible();
    await expect(canvas.queryByText('Chrome no Android')).toBeNull();
    await expect(canvas.getByText('Edge no Windows')).toBeVisible();
  },
};

/** No connection: said at once, the passkey kept in the list for another try. */
export const RemoveOffline: Story = {
  parameters: { msw: { handlers: [api.mutation('ProfilePasskeysRemoveMutation', () => HttpResponse.error())] } },
  play: async ({ canvas, userEvent }) => {
    await passkeyList(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover a chave de acesso Chrome no Android' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sim, remover' }));
    await expect(await canvas.findByText(/^Sem conexão com a internet/)).toHaveAttribute('role', 'alert');
    await expect(canvas.getByText('Chrome no Android')).toBeVisible();
  },
};
