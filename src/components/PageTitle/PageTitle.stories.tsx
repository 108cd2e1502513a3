import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { expect, waitFor } from 'storybook/test';
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

/**
 * After a navigation the app moves the focus to the new page's heading (`tabindex="-1"`), for screen
 * readers. The browser counts that focus as one to show, but a heading is no control: it draws no
 * focus box. The button after it still shows its focus from the keyboard.
 */
export const FocusedAfterNavigation: Story = {
  // In a frame of its own on the docs page, before the last story: the docs page's next story heading would follow this one's h1.
  parameters: { docs: { story: { inline: false, height: '160px' } } },
  render: (args) => (
    <>
      <PageTitle {...args} />
      <Button variant="contained">Entrar</Button>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Acesse sua conta' });
    // As the app's navigation does (src/app/RootLayout.tsx).
    heading.setAttribute('tabindex', '-1');
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(heading.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toHaveClass('Mui-focusVisible'));
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
