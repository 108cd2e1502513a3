import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FailureNotice } from './FailureNotice';

const meta = {
  title: 'Forms/FailureNotice',
  component: FailureNotice,
  args: {
    title: 'Não foi possível autorizar o acesso',
    role: 'alert',
    children: <Typography>Ocorreu um erro ao autorizar o acesso. Tente novamente em instantes.</Typography>,
  },
} satisfies Meta<typeof FailureNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure stated on the page: its title as a heading, then what to know and do. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Não foi possível autorizar o acesso' })).toBeVisible();
    // Spoken as its text: the title and the message are two sentences, not run together.
    await expect(notice).toHaveTextContent('Não foi possível autorizar o acesso Ocorreu um erro ao autorizar o acesso. Tente novamente em instantes.');
  },
};


/** With what the person can do about it: in the box, after the message, and not part of what the alert announces. */
export const WithActions: Story = {
  args: {
    title: 'Não foi possível carregar os seus dados',
    children: <Typography sx={{ mb: 2 }}>Sem conexão com a internet</Typography>,
    actions: <Button variant="contained">Tentar de novo</Button>,
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    const action = canvas.getByRole('button', { name: 'Tentar de novo' });
    await expect(notice).toHaveTextContent(/^Não foi possível carregar os seus dados Sem conexão com a internet$/);
    await expect(notice).not.toContainElement(action);
    await expect(action).toBeVisible();
  },
};
