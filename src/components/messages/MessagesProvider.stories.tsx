import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { CpfField } from '../CpfField';
import { MessagesProvider } from './MessagesProvider';

function Cpf() {
  const [value, setValue] = useState('');
  return <CpfField id="cpf" name="cpf" value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Utilities/MessagesProvider',
  component: MessagesProvider,
  args: { messages: { cpfField: { label: 'CPF do titular', hint: 'O CPF de quem responde pela loja.' } }, children: <Cpf /> },
} satisfies Meta<typeof MessagesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SiteCopy: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/CPF do titular/);
    await expect(input).toHaveAccessibleDescription('O CPF de quem responde pela loja.');
  },
};

export const DefaultCopy: Story = {
  args: { messages: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^CPF/)).toHaveAccessibleDescription(/Usamos o CPF para identificar você/);
  },
};
