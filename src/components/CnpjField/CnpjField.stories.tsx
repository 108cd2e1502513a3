import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useCheckedValue } from '../../test/useCheckedValue';
import { cnpjError } from '../validation/cnpj.ts';
import { CnpjField, type CnpjFieldProps } from './CnpjField';

/** Keeps the clean value in state and validates it: on change once complete, fully on blur. */
function Controlled(props: CnpjFieldProps) {
  const field = useCheckedValue(props.value, cnpjError);
  return (
    <CnpjField
      {...props}
      value={field.value}
      error={props.error ?? field.error}
      onChange={(next) => {
        field.onChange(next);
        props.onChange(next);
      }}
      onBlur={field.onBlur}
    />
  );
}

const meta = {
  title: 'Components/Form/CnpjField',
  component: CnpjField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'cnpj', name: 'cnpj', value: '', required: true, onChange: fn() },
} satisfies Meta<typeof CnpjField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /CNPJ/ });
    await expect(input).toHaveValue('');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('inputmode', 'text');
    await expect(input).toHaveAttribute('autocapitalize', 'characters');
    await expect(input).toHaveAccessibleDescription(/podem incluir letras/);
  },
};

export const Filled: Story = {
  args: { value: '11222333000181' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/CNPJ/)).toHaveValue('11.222.333/0001-81');
  },
};

export const FilledAlphanumeric: Story = {
  args: { value: '12ABC34501DE35' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/CNPJ/)).toHaveValue('12.ABC.345/01DE-35');
  },
};

export const WithError: Story = {
  args: { value: '11222333000182', error: 'CNPJ inválido' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await expect(input).toHaveValue('11.222.333/0001-82');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/CNPJ inválido/);
  },
};

export const Disabled: Story = {
  args: { value: '12ABC34501DE35', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/CNPJ/)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: '12ABC34501DE35', readOnly: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'A');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
  },
};

export const TypingNumeric: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(args.onChange).toHaveBeenLastCalledWith('11222333000181');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const TypingAlphanumeric: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await userEvent.type(input, '12abc34501de35');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
    await expect(args.onChange).toHaveBeenLastCalledWith('12ABC34501DE35');
    await userEvent.tab();
    await expect(canvas.queryByText('CNPJ inválido')).not.toBeInTheDocument();
  },
};

export const WithInvalidCheckDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await userEvent.type(input, '12ABC34501DE3');
    await expect(canvas.queryByText('CNPJ inválido')).not.toBeInTheDocument();
    await userEvent.type(input, '6');
    await expect(input).toHaveValue('12.ABC.345/01DE-36');
    await expect(input).toHaveAccessibleDescription(/CNPJ inválido/);
  },
};

export const LettersRefusedInCheckDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await userEvent.type(input, '12ABC34501DEX35');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
  },
};

export const PasteMaskedLowerCase: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await userEvent.click(input);
    await userEvent.paste(' 12.abc.345/01de-35 ');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
    await expect(args.onChange).toHaveBeenLastCalledWith('12ABC34501DE35');
  },
};

/** 15 characters pasted: every one stays on screen, after the mask, and the rule says so at once. */
export const PasteTooLong: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await userEvent.click(input);
    await userEvent.paste('11.222.333/0001-811');
    await expect(input).toHaveValue('11.222.333/0001-811');
    await expect(args.onChange).toHaveBeenLastCalledWith('112223330001811');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/CNPJ inválido/);
  },
};

/** An alphanumeric CNPJ pasted with a character too many (a letter among the check digits): kept and flagged. */
export const PasteTooLongAlphanumeric: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CNPJ/);
    await userEvent.click(input);
    await userEvent.paste('12.abc.345/01de-X35');
    await expect(input).toHaveValue('12.ABC.345/01DE-X35');
    await expect(args.onChange).toHaveBeenLastCalledWith('12ABC34501DEX35');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/CNPJ inválido/);
  },
};
