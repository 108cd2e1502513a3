import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RequiredNote } from './RequiredNote';

const meta = {
  title: 'Components/Form/RequiredNote',
  component: RequiredNote,
} satisfies Meta<typeof RequiredNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(*) Campos obrigatórios')).toBeVisible();
  },
};
