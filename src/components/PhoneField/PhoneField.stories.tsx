import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useCheckedValue } from '../../test/useCheckedValue';
import { phoneError } from '../validation/phone.ts';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

/** Keeps the clean value in state and validates it as the sign-up does (with handlers that keep their identity). */
function Controlled(props: PhoneFieldProps) {
  const field = useCheckedValue(props.value, phoneError);
  return (
    <PhoneField
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

/** Fills the input as a browser's autofill does: the value set at once, then an `input` event. */
function autofill(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const meta = {
  title: 'Components/Form/PhoneField',
  component: PhoneField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'phoneNumber', name: 'phoneNumber', value: '', onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Celular' });
    await expect(input).toHaveValue('');
    await expect(input).not.toBeRequired();
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(input).toHaveAccessibleDescription(/Com DDD/);
  },
};

export const Filled: Story = {
  args: { value: '11987654321' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Celular')).toHaveValue('(11) 98765-4321');
  },
};

export const WithError: Story = {
  args: { value: '1198765432', error: 'Número de telefone inválido' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Celular');
    await expect(input).toHaveValue('(11) 98765-432');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Número de telefone inválido/);
  },
};

export const Disabled: Story = {
  args: { value: '11987654321', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Celular')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: '11987654321', readOnly: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Celular');
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('(11) 98765-4321');
  },
};

export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Celular');
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('(1');
    await userEvent.type(input, '1987654321');
    await expect(input).toHaveValue('(11) 98765-4321');
    await expect(args.onChange).toHaveBeenLastCalledWith('11987654321');
  },
};

export const EditInTheMiddle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Celular');
    await userEvent.type(input, '11987654321');
    await expect(input).toHaveValue('(11) 98765-4321');
    // the caret after the 6th digit: "(11) 9876|5-4321"
    input.setSelectionRange(9, 9);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(11) 98754-321');
    await expect(input.selectionStart).toBe(8);
    await userEvent.keyboard('0');
    await expect(input).toHaveValue('(11) 98705-4321');
    await expect(input.selectionStart).toBe(9);
    await expect(args.onChange).toHaveBeenLastCalledWith('11987054321');
  },
};

export const PasteWithCountryCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Celular');
    await userEvent.click(input);
    await userEvent.paste('+55 (11) 98765-4321');
    await expect(input).toHaveValue('(11) 98765-4321');
    await expect(args.onChange).toHaveBeenLastCalledWith('11987654321');
  },
};

export const Autofill: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Celular');
    autofill(input, '11987654321');
    await expect(input).toHaveValue('(11) 98765-4321');
    await expect(args.onChange).toHaveBeenLastCalledWith('11987654321');
    autofill(input, '(21) 99876-5432');
    await expect(input).toHaveValue('(21) 99876-5432');
    await expect(args.onChange).toHaveBeenLastCalledWith('21998765432');
  },
};

export const InvalidOnBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Celular');
    await userEvent.type(input, '1198765432');
    await expect(canvas.queryByText('Número de telefone inválido')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/Número de telefone inválido/);
  },
};

/** Pastes `text` over whatever the field holds, as a person selecting all and pasting does. */
async function pasteOver(input: HTMLInputElement, text: string, userEvent: { click: (el: HTMLElement) => Promise<void>; paste: (text: string) => Promise<void> }) {
  await userEvent.click(input);
  input.setSelectionRange(0, input.value.length);
  await userEvent.paste(text);
}

/** '55' before the 11 digits (as WhatsApp writes a number) is the country code: dropped, not the last digit. */
export const PasteWithBareCountryCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Celular');
    await pasteOver(input, '55 (17) 96332-2155', userEvent);
    await expect(input).toHaveValue('(17) 96332-2155');
    await expect(args.onChange).toHaveBeenLastCalledWith('17963322155');
    await pasteOver(input, '55 11 91431-4567', userEvent);
    await expect(input).toHaveValue('(11) 91431-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('11914314567');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The trunk prefix 0, with or without a carrier code ('0xx'), is dropped. */
export const PasteWithTrunkPrefix: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Celular');
    for (const written of ['0 11 91431-4567', '011 91431-4567', '(0xx11) 91431-4567', '0 21 11 91431-4567', '+55 11 91431-4567']) {
      await pasteOver(input, written, userEvent);
      await expect(input).toHaveValue('(11) 91431-4567');
      await expect(args.onChange).toHaveBeenLastCalledWith('11914314567');
    }
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Any other number with too many digits stays on screen, every digit, and is flagged at once. */
export const PasteTooLong: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Celular');
    await pasteOver(input, '55 17 3633-2155', userEvent);
    await expect(input).toHaveValue('(55) 17363-32155');
    await expect(args.onChange).toHaveBeenLastCalledWith('551736332155');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Número de telefone inválido/);
  },
};

/**
 * Types `written` key by key, as a person does, and sees their number as the national one: the
 * prefix never locked into the DDD, the form given the 11 digits, no error. `midway` is what is shown
 * after the first keys, before the number is complete.
 */
function typedAs(written: string, midway: { typed: string; shows: string }): Story {
  return {
    play: async ({ canvas, userEvent, args }) => {
      const input = canvas.getByLabelText<HTMLInputElement>('Celular');
      await userEvent.type(input, midway.typed);
      await expect(input).toHaveValue(midway.shows);
      await expect(input).not.toHaveAccessibleDescription(/Número de telefone inválido/);
      await userEvent.type(input, written.slice(midway.typed.length));
      await expect(input).toHaveValue('(11) 98765-4321');
      await expect(args.onChange).toHaveBeenLastCalledWith('11987654321');
      await expect(input).toHaveAccessibleDescription('Com DDD. Por exemplo, (11) 98765-4321.');
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    },
  };
}

export const TypedWithCountryCode = typedAs('+55 11 98765-4321', { typed: '+55', shows: '+55' });
export const TypedWithCountryCodeAndParentheses = typedAs('+55 (11) 98765-4321', { typed: '+55 (11', shows: '(11' });
export const TypedWithBareCountryCode = typedAs('5511987654321', { typed: '55119876543', shows: '(55) 11987-6543' });
export const TypedWithTrunkZero = typedAs('0 11 98765-4321', { typed: '0 11 9', shows: '0(11) 9' });
export const TypedWithTrunkZeroJoined = typedAs('011 98765-4321', { typed: '011', shows: '0(11' });
export const TypedWithTrunkZeroInParentheses = typedAs('(011) 98765-4321', { typed: '(011) 9876', shows: '0(11) 9876' });
export const TypedWithCarrierPlaceholder = typedAs('0xx11 98765-4321', { typed: '0xx', shows: '0' });

/** Types `written` key by key and sees every digit kept as typed, flagged with the spec's message at once. */
function typedAndFlagged(written: string, shown: string, value: string): Story {
  return {
    play: async ({ canvas, userEvent, args }) => {
      const input = canvas.getByLabelText('Celular');
      await userEvent.type(input, written);
      await expect(input).toHaveValue(shown);
      await expect(args.onChange).toHaveBeenLastCalledWith(value);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(/Número de telefone inválido/);
    },
  };
}

/** A landline is not a mobile number: flagged, its digits as typed, never turned into a mobile one. */
export const TypedLandline = typedAndFlagged('(11) 3456-7890', '(11) 34567-890', '1134567890');
/** A DDD Anatel does not have (20) is flagged. */
export const TypedWithMissingAreaCode = typedAndFlagged('20 98765-4321', '(20) 98765-4321', '20987654321');
/** Another country's number keeps its '+': never read as a Brazilian one. */
export const TypedForeignNumber = typedAndFlagged('+1 999 123 4567', '+(19) 99123-4567', '+19991234567');
