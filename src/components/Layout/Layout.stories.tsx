import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { Layout } from './Layout';

const meta = {
  title: 'Components/Layout/Layout',
  component: Layout,
  // A page frame is a whole document (one header, one main, one footer): on the docs page each story
  // gets a frame of its own, so the page does not hold several of each landmark.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '420px' } } },
  args: { children: <Typography variant="h1">Cadastre-se</Typography> },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Programa de Fidelidade: página inicial' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { name: 'Cadastre-se' }));
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('LGPD');
  },
};

export const OtherBrand: Story = {
  args: { brandName: 'Clube Parceiro', homeHref: '/home', footer: 'Clube Parceiro — atendimento 0800 000 0000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Clube Parceiro: página inicial' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('0800 000 0000');
  },
};
