import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useCheckedValue, type Check } from '../../test/useCheckedValue';
import { birthDateError } from '../validation/birthDate.ts';
import { BirthDateField, type BirthDateFieldProps } from './BirthDateField';

/** A fixed "today", so that what every story shows never depends on the day it runs. */
const TODAY = '2026-11-15';
const checkBirthDate: Check = (value, options) => birthDateError(value, { today: TODAY, ...options });

/**
 * Keeps the clean value in state, validates it against TODAY (on change once complete, fully on
 * blur) and shows the value the form would send.
 */
function Controlled(props: BirthDateFieldProps) {
  const field = useCheckedValue(props.value, checkBirthDate);
  return (
    <>
      <BirthDateField
        {...props}
        value={field.value}
        error={props.error ?? field.error}
        onChange={(next) => {
          field.onChange(next);
          props.onChange(next);
        }}
        onBlur={field.onBlur}
      />
      <Typography variant="body2">Valor do formulário: {field.value === '' ? '(vazio)' : field.value}</Typography>
    </>
  );
}

const meta = {
  title: 'Components/Form/BirthDateField',
  component: BirthDateField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'bornOn', name: 'bornOn', value: '', required: true, onChange: fn() },
} satisfies Meta<typeof BirthDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Data de nascimento/ });
    await expect(input).toHaveValue('');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'bday');
    await expect(input).toHaveAccessibleDescription(/12\/04\/1990/);
  },
};

export const Filled: Story = {
  args: { value: '1990-04-12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Data de nascimento/)).toHaveValue('12/04/1990');
  },
};

export const WithError: Story = {
  args: { value: '2030-01-01', error: 'Data de nascimento inválida' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await expect(input).toHaveValue('01/01/2030');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Data de nascimento inválida/);
  },
};

export const Disabled: Story = {
  args: { value: '1990-04-12', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Data de nascimento/)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: '1990-04-12', readOnly: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('12/04/1990');
  },
};

export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await userEvent.type(input, '1204');
    await expect(input).toHaveValue('12/04');
    await expect(canvas.queryByText('Data de nascimento inválida')).not.toBeInTheDocument();
    await userEvent.type(input, '1990');
    await expect(input).toHaveValue('12/04/1990');
    await expect(canvas.getByText('Valor do formulário: 1990-04-12')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-04-12');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const Underage: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await userEvent.type(input, '16112008');
    await expect(input).toHaveValue('16/11/2008');
    await expect(input).toHaveAccessibleDescription(/Você precisa ser maior de 18 anos/);
    await expect(canvas.getByText('Você precisa ser maior de 18 anos')).toBeVisible();
  },
};

export const EighteenToday: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await userEvent.type(input, '15112008');
    await userEvent.tab();
    await expect(input).toHaveValue('15/11/2008');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Você precisa ser maior de 18 anos')).not.toBeInTheDocument();
  },
};

export const NotARealDate: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await userEvent.type(input, '31021990');
    await expect(input).toHaveValue('31/02/1990');
    await expect(input).toHaveAccessibleDescription(/Data de nascimento inválida/);
  },
};

export const IncompleteOnBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await userEvent.type(input, '1204');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/Data de nascimento inválida/);
  },
};

export const AutofillIsoDate: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>(/Data de nascimento/);
    input.value = '1990-04-12';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(input).toHaveValue('12/04/1990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-04-12');
  },
};

export const PasteFullWidthDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await userEvent.click(input);
    await userEvent.paste('１２/０４/１９９０');
    await expect(input).toHaveValue('12/04/1990');
    await expect(canvas.getByText('Valor do formulário: 1990-04-12')).toBeVisible();
  },
};

/** A date pasted with a digit too many: kept on screen, and the form gets digits that no rule takes for a date. */
export const PasteTooLong: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/Data de nascimento/);
    await userEvent.click(input);
    await userEvent.paste('12/04/19901');
    await expect(input).toHaveValue('12/04/19901');
    await expect(args.onChange).toHaveBeenLastCalledWith('120419901');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Data de nascimento inválida/);
    await expect(canvas.getByText('Valor do formulário: 120419901')).toBeInTheDocument();
  },
};
