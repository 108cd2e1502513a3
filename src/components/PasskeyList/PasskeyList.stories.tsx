import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PasskeyList } from './PasskeyList';

const phone = { id: 'chave-1', deviceName: 'Chrome no Android', createdAt: '2026-11-02T15:00:00Z', lastUsedAt: '2026-11-27T12:30:00Z' };
const laptop = { id: 'chave-2', deviceName: 'Edge no Windows', createdAt: '2026-11-20T13:00:00Z', lastUsedAt: null };

const meta = {
  title: 'Components/Passkeys/PasskeyList',
  component: PasskeyList,
  args: { passkeys: [phone, laptop], onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof PasskeyList>;

// Its docs page shows the main state only: a page has one list (its named landmark), and several on
// one document would repeat it.
export default meta;
type Story = StoryObj<typeof meta>;

/** Each passkey with its device, when it was created and when it was last used; a way to add one. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Chaves de acesso' })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Chrome no Android');
    await expect(items[0]).toHaveTextContent('Criada em 2 de novembro de 2026. Último uso em 27 de novembro de 2026.');
    await expect(items[1]).toHaveTextContent('Ainda não usada');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar chave de acesso' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** None yet: says so, and offers to create one. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: { passkeys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Você ainda não tem chaves de acesso.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar chave de acesso' })).toBeVisible();
  },
};

/** Removing asks first: the question (a group it names) takes focus; "Cancelar" keeps the passkey, "Sim, remover" removes it. */
export const RemoveWithConfirmation: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover a chave de acesso Chrome no Android' }));
    const question = canvas.getByRole('group', { name: /^Remover a chave de acesso Chrome no Android\?/ });
    await expect(question).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover a chave de acesso Chrome no Android' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sim, remover' }));
    await expect(args.onRemove).toHaveBeenCalledWith('chave-1');
  },
};

/** Adding and removing in flight: the buttons say so and ignore presses. */
export const Busy: Story = {
  tags: ['!autodocs'],
  args: { adding: true, removingId: 'chave-1' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Criando a chave de acesso...' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover a chave de acesso Chrome no Android' }));
    const removing = canvas.getByRole('button', { name: 'Removendo...' });
    await userEvent.click(removing);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** What an action did is said politely; a failure at once. */
export const WithStatusAndError: Story = {
  tags: ['!autodocs'],
  args: { passkeys: [laptop], status: 'Chave de acesso removida.', error: 'Sem conexão com a internet. Verifique a conexão e tente de novo.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chave de acesso removida.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sem conexão com a internet.');
  },
};
