import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { object } from 'yup';
import { useCheckedValue } from '../../test/useCheckedValue';
import { cpfError } from '../validation/cpf.ts';
import { cpfRule } from '../validation/schemas.ts';
import { CpfField, type CpfFieldProps } from './CpfField';

/** Keeps the clean value in state, as a form would. */
function Controlled(props: CpfFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CpfField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** Validates on every change (spec section 4), waiting for the 11th digit, and fully on blur. */
function ValidatedOnChange(props: CpfFieldProps) {
  const field = useCheckedValue(props.value, cpfError);
  return (
    <CpfField
      {...props}
      value={field.value}
      error={field.error}
      onChange={(next) => {
        field.onChange(next);
        props.onChange(next);
      }}
      onBlur={field.onBlur}
    />
  );
}

/** The field in a react-hook-form form with the yup rule, bound through Controller. */
function WithForm({ onSubmit }: { onSubmit: (values: { cpf: string }) => void }) {
  const { control, handleSubmit } = useForm({ resolver: yupResolver(object({ cpf: cpfRule() })), defaultValues: { cpf: '' }, mode: 'onTouched' });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Controller
        name="cpf"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => <CpfField id="cpf" required {...field} inputRef={ref} error={fieldState.error?.message} />}
      />
      <Button type="submit" variant="contained" disableRipple>
        Enviar
      </Button>
    </form>
  );
}

const meta = {
  title: 'Components/Form/CpfField',
  component: CpfField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'cpf', name: 'cpf', value: '', required: true, onChange: fn() },
} satisfies Meta<typeof CpfField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /CPF/ });
    await expect(input).toHaveValue('');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAccessibleDescription(/identificar você/);
  },
};

export const Filled: Story = {
  args: { value: '52998224725' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
  },
};

export const WithError: Story = {
  args: { value: '52998224724', error: 'CPF inválido' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/CPF/);
    await expect(input).toHaveValue('529.982.247-24');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/CPF inválido/);
  },
};

export const Disabled: Story = {
  args: { value: '52998224725', disabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/CPF/);
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const ReadOnly: Story = {
  args: { value: '52998224725', readOnly: true, hint: 'O CPF não pode ser alterado depois do cadastro.' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CPF/);
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CPF/);
    await userEvent.type(input, '5299');
    await expect(input).toHaveValue('529.9');
    await userEvent.type(input, '8224725');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.onChange).toHaveBeenLastCalledWith('52998224725');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const WithInvalidCheckDigits: Story = {
  render: (args) => <ValidatedOnChange {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/CPF/);
    await userEvent.type(input, '5299822472');
    await expect(input).toHaveValue('529.982.247-2');
    await expect(canvas.queryByText('CPF inválido')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '4');
    await expect(input).toHaveAccessibleDescription(/CPF inválido/);
    await expect(canvas.getByText('CPF inválido')).toBeVisible();
  },
};

export const IncompleteOnBlur: Story = {
  render: (args) => <ValidatedOnChange {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/CPF/), '529982');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/CPF/)).toHaveAccessibleDescription(/Digite os 11 números do CPF/);
    await expect(canvas.queryByText('CPF inválido')).not.toBeInTheDocument();
  },
};

async function pasteInto(input: HTMLElement, text: string, userEvent: { click: (el: HTMLElement) => Promise<void>; paste: (text: string) => Promise<void> }) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

export const PasteMasked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CPF/);
    await pasteInto(input, '529.982.247-25', userEvent);
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.onChange).toHaveBeenLastCalledWith('52998224725');
  },
};

export const PasteWithSpaces: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/CPF/);
    await pasteInto(input, ' 529 982 247 25 ', userEvent);
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const PasteWithLetters: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/CPF/);
    await pasteInto(input, 'CPF: 529abc982xyz247😀25', userEvent);
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const PasteFullWidthDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CPF/);
    await pasteInto(input, '５２９.９８２.２４７-２５', userEvent);
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.onChange).toHaveBeenLastCalledWith('52998224725');
  },
};

export const PasteArabicIndicDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/CPF/);
    await pasteInto(input, '٥٢٩٩٨٢٢٤٧٢٥', userEvent);
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const WithReactHookForm: Story = {
  args: { onChange: fn() },
  render: (args) => <WithForm onSubmit={(values) => args.onChange(values.cpf)} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/CPF/);
    await userEvent.type(input, '52998224724');
    await userEvent.tab();
    await expect(await canvas.findByText('CPF inválido')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '52998224725');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(canvas.queryByText('CPF inválido')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onChange).toHaveBeenCalledWith('52998224725');
  },
};

/** 12 digits pasted: the first 11 would be a valid CPF, so all 12 stay on screen and the rule says so at once. */
export const PasteTooLong: Story = {
  render: (args) => <ValidatedOnChange {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>(/CPF/);
    await pasteInto(input, '295379955930', userEvent);
    await expect(input).toHaveValue('295.379.955-930');
    await expect(args.onChange).toHaveBeenLastCalledWith('295379955930');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/CPF inválido/);
  },
};

/** Correcting an over-long paste: deleting the extra digit leaves the 11, and the error goes. */
export const PasteTooLongCorrected: Story = {
  render: (args) => <ValidatedOnChange {...args} />,
  play: async (context) => {
    await PasteTooLong.play?.(context);
    const { canvas, userEvent, args } = context;
    const input = canvas.getByLabelText<HTMLInputElement>(/CPF/);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('295.379.955-93');
    await expect(args.onChange).toHaveBeenLastCalledWith('29537995593');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};
