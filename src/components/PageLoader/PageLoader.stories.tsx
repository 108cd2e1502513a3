import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MessagesProvider } from '../messages';
import { PageLoader } from './PageLoader';

const meta = {
  title: 'Components/Feedback/PageLoader',
  component: PageLoader,
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Carregando…');
    await expect(status).toBeVisible();
    await expect(getComputedStyle(status).minHeight).toBe('240px');
  },
};

export const WithLabel: Story = {
  args: { label: 'Saindo da sua conta…', minHeight: 120 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Saindo da sua conta…');
    await expect(getComputedStyle(status).minHeight).toBe('120px');
  },
};

export const SiteCopy: Story = {
  render: (args) => (
    <MessagesProvider messages={{ pageLoader: { label: 'Aguarde um instante…' } }}>
      <PageLoader {...args} />
    </MessagesProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aguarde um instante…');
  },
};
