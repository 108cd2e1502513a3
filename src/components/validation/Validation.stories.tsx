import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { FormField } from '../FormField';
import { cnpjError, cpfError, emailError, phoneError } from './index';

const checks = [
  { id: 'cpf', label: 'CPF (só números)', check: (v: string) => cpfError(v) },
  { id: 'cnpj', label: 'CNPJ (números ou letras)', check: (v: string) => cnpjError(v.toUpperCase()) },
  { id: 'phone', label: 'Celular (só números)', check: (v: string) => phoneError(v) },
  { id: 'email', label: 'E-mail', check: (v: string) => emailError(v) },
] as const;

/** A playground for designers and QA: each validator's verdict, with the spec's messages, as you type. */
function Playground() {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <Stack>
      {checks.map(({ id, label, check }) => {
        const value = values[id] ?? '';
        const error = value ? check(value) : null;
        return (
          <div key={id}>
            <FormField id={id} label={label} value={value} error={error ?? undefined} onChange={(e) => setValues((all) => ({ ...all, [id]: e.target.value }))} />
            {value && !error ? <Typography variant="body2">{label}: válido</Typography> : null}
          </div>
        );
      })}
    </Stack>
  );
}

const meta = {
  title: 'Components/Validation/Playground',
  component: Playground,
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verdicts: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('CPF (só números)'), '52998224724');
    await expect(canvas.getByLabelText('CPF (só números)')).toHaveAccessibleDescription(/CPF inválido/);
    await userEvent.type(canvas.getByLabelText('Celular (só números)'), '11987654321');
    await expect(canvas.getByText('Celular (só números): válido')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'maria@');
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(/Email inválido/);
  },
};
