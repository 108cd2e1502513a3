import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/Utilities/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    <Button variant="outlined" href="https://exemplo.com.br/regulamento" target="_blank" rel="noopener noreferrer">
      Regulamento<VisuallyHidden> (abre em nova aba)</VisuallyHidden>
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Regulamento (abre em nova aba)' });
    await expect(link).toBeVisible();
    const hidden = canvas.getByText('(abre em nova aba)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
