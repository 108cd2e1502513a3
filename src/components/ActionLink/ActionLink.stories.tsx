import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { ActionLink } from './ActionLink';

const meta = {
  title: 'Components/Layout/ActionLink',
  component: ActionLink,
  args: { href: '#recuperar', children: 'Esqueci minha senha' },
} satisfies Meta<typeof ActionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link on a line of its own: 44 px tall, whatever its text's height. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Esqueci minha senha' });
    await expect(link).toHaveAttribute('href', '#recuperar');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Ending a sentence: the sentence's line grows to the link's target. */
export const EndingASentence: Story = {
  render: (args) => (
    <Typography>
      Não é o seu e-mail? <ActionLink {...args} href="#alterar">Alterar e-mail</ActionLink>
    </Typography>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Alterar e-mail' });
    await expect(canvas.getByText(/Não é o seu e-mail\?/)).toBeVisible();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
