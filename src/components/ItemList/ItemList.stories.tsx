import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ItemList } from './ItemList';

const steps = ['Abra o e-mail que enviamos.', 'Clique no link de confirmação.', 'Entre com o novo e-mail.'];

const meta = {
  title: 'Components/Layout/ItemList',
  component: ItemList,
  args: { items: steps },
} satisfies Meta<typeof ItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bullets: a list a screen reader counts. */
export const Bullets: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(steps);
  },
};

/** Numbered steps. */
export const Ordered: Story = {
  args: { ordered: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Clique no link de confirmação.')).toBeVisible();
  },
};
