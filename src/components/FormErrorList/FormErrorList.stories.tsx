import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FormErrorList } from './FormErrorList';

const meta = {
  title: 'Components/Form/FormErrorList',
  component: FormErrorList,
  args: { errors: [] },
} satisfies Meta<typeof FormErrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
  },
};

export const WithErrors: Story = {
  args: {
    errors: ['Não foi possível criar sua conta agora. Tente de novo em alguns minutos.', 'Este convite expirou. Peça um novo convite.'],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Erros do formulário' });
    await expect(list.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Não foi possível criar sua conta agora. Tente de novo em alguns minutos.',
      'Este convite expirou. Peça um novo convite.',
    ]);
  },
};

export const WithMarkupFromServer: Story = {
  args: { errors: ['<strong>Falha</strong> no servidor'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<strong>Falha</strong> no servidor')).toBeVisible();
    await expect(canvasElement.querySelector('strong')).toBeNull();
  },
};

function AfterSubmit() {
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setErrors(['Não foi possível concluir. Tente de novo.'])}>
        Enviar
      </button>
      <FormErrorList errors={errors} />
    </>
  );
}

export const AppearsInLiveRegion: Story = {
  render: () => <AfterSubmit />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(region).toHaveTextContent('Não foi possível concluir. Tente de novo.');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBe(region);
  },
};

/** A lost connection: the list offers to send again, with the button outside the live region (announced: the message alone). */
export const WithRetry: Story = {
  args: { errors: ['Sem conexão com a internet'], onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('list', { name: 'Erros do formulário' }).closest('[aria-live="polite"]');
    await expect(region).toHaveTextContent(/^Sem conexão com a internet$/);
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(region).not.toContainElement(retry);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
