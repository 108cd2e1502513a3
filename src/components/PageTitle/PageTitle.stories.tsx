import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { PageTitle } from './PageTitle';

const meta = {
  title: 'Components/Layout/PageTitle',
  component: PageTitle,
  args: { children: 'Acesse sua conta' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's heading, spaced from the paragraph after it. */
export const Default: Story = {
  render: (args) => (
    <>
      <PageTitle {...args} />
      <Typography>Entre com seu e-mail ou CPF e sua senha.</Typography>
    </>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Acesse sua conta' });
    await expect(heading).toBeVisible();
    await expect(heading.tagName).toBe('H1');
    const paragraph = canvas.getByText('Entre com seu e-mail ou CPF e sua senha.');
    // the margin below the heading (16 px) separates it from the paragraph
    await expect(paragraph.getBoundingClientRect().top - heading.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(16);
  },
};

/** An e-mail address in the title wraps on a 320 px phone instead of widening the page. */
export const LongAddress: Story = {
  args: { children: 'Enviamos um link para maria.aparecida.dos.santos.oliveira@distribuidora-exemplo.com.br' },
  render: (args) => (
    <div style={{ width: 288 }}>
      <PageTitle {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
