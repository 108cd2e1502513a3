import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { createMaskedInput, MaskedField } from './MaskedInput';

// A mask the package does not ship, built from the same mechanism: a CEP (postcode).
const CepInput = createMaskedInput({ pattern: '00000-000' });

function CepField({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <MaskedField
        id="cep"
        name="cep"
        label="CEP"
        hint="Só os números: o traço aparece sozinho."
        inputComponent={CepInput}
        inputMode="numeric"
        autoComplete="postal-code"
        value={value}
        onChange={(clean) => {
          setValue(clean);
          onChange(clean);
        }}
      />
      <Typography variant="body2">Valor do formulário: {value || '(vazio)'}</Typography>
    </>
  );
}

const meta = {
  title: 'Components/Form/MaskedInput',
  component: CepField,
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '`createMaskedInput` and `MaskedField`: the mechanism of every masked field of the package, for a masked field it lacks. `createMaskedInput({ pattern })` makes the input once, at module level (imask syntax: `0` a digit, `#` a letter or digit); `MaskedField` gives it the label, hint, error and ARIA of every field, and reports the clean value. This page builds a CEP field with it.',
      },
    },
  },
} satisfies Meta<typeof CepField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewMask: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CEP/);
    await userEvent.type(input, '01310100');
    await expect(input).toHaveValue('01310-100');
    await expect(args.onChange).toHaveBeenLastCalledWith('01310100');
    await expect(canvas.getByText('Valor do formulário: 01310100')).toBeVisible();
  },
};

export const PasteWithLetters: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/CEP/);
    await userEvent.click(input);
    await userEvent.paste('CEP: 01310-100 (SP)');
    await expect(input).toHaveValue('01310-100');
  },
};
