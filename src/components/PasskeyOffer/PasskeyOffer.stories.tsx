import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PasskeyOffer } from './PasskeyOffer';

const meta = {
  title: 'Components/Passkeys/PasskeyOffer',
  component: PasskeyOffer,
  args: { onCreate: fn(), onSkip: fn(), onContinue: fn() },
} satisfies Meta<typeof PasskeyOffer>;

// Its docs page shows the main state only: each state is a whole page (its h1, its landmark), and
// several on one document would break its heading order and repeat its landmark.
export default meta;
type Story = StoryObj<typeof meta>;

/** The offer: its title, what a passkey gives, create or skip. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entre mais rápido da próxima vez' })).toBeVisible();
    await expect(canvas.getByText(/sem digitar a senha/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar chave de acesso' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Agora não' }));
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
  },
};

/** While the device's prompt is open: the create button says so and ignores presses; skipping still works. */
export const Creating: Story = {
  tags: ['!autodocs'],
  args: { state: 'creating' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Criando a chave de acesso...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Agora não' })).toBeEnabled();
  },
};

/** A failed attempt (here, the prompt was cancelled): announced, with a retry and the skip. */
export const Failed: Story = {
  tags: ['!autodocs'],
  args: { error: 'A criação da chave de acesso foi cancelada. Tente de novo ou continue sem ela.' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A criação da chave de acesso foi cancelada.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Agora não' })).toBeVisible();
  },
};

/** Created: announced, and focus on "Continuar", which goes on. */
export const Created: Story = {
  tags: ['!autodocs'],
  args: { state: 'created' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chave de acesso criada.');
    const goOn = canvas.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(goOn).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Agora não' })).toBeNull();
  },
};
