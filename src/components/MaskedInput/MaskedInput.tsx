'use client';

import { createContext, forwardRef, useContext, type InputHTMLAttributes, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { FormField, type FormFieldProps } from '../FormField';
import { onlyDigits } from '../validation/digits.ts';

/** How one kind of masked input shows and cleans its value. */
export interface MaskSpec {
  /** The display mask in imask syntax: '0' is a digit, '#' a letter A–Z or a digit, anything else is shown as it is. */
  pattern: string;
  /**
   * Turns what is typed, pasted or autofilled into the characters the mask takes, dropping the rest
   * (default: the digits, any Unicode digit as ASCII). The mask's own punctuation is dropped too: the
   * mask puts it back. Whatever reaches imask must be acceptable, because imask shows a pending
   * literal ('(' or '.') before it finds out that the next character is refused. `mask.unmaskedValue`
   * holds what comes before the text, for masks whose slots differ.
   */
  prepare?: (text: string, mask: { unmaskedValue: string }) => string;
  /** The form value for the characters the mask holds (default: those characters). */
  toClean?: (unmasked: string) => string;
  /** The characters the mask holds for a form value: the inverse of `toClean` (default: the value). */
  fromClean?: (clean: string) => string;
}

/**
 * Props MUI passes to an `inputComponent`. `pattern`, `min`, `max` and `maxLength` are left out:
 * react-imask would read them as mask options.
 */
export interface MaskedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'pattern' | 'min' | 'max' | 'maxLength'> {
  /** The clean form value. */
  value?: unknown;
}

// The clean value goes back through context, not through MUI's onChange: that one expects a real
// ChangeEvent, and faking one (MUI's recipe casts to `any`) would hand a half event to its listeners.
const CleanValueChange = createContext<((value: string) => void) | null>(null);

const definitions = { '#': /[0-9A-Z]/ };
const same = (value: string) => value;

/**
 * An input for MUI's `inputComponent`, rendered inside `MaskedField`, that shows the value through a
 * mask and reports the clean value. imask owns the text and the caret, so an edit in the middle keeps
 * the caret where it was, and paste and autofill of masked or bare text work.
 * Call it once per kind of mask, at module level: the component must keep its identity.
 */
export function createMaskedInput({ pattern, prepare = onlyDigits, toClean = same, fromClean = same }: MaskSpec) {
  return forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput({ value, onChange: _muiChange, ...input }, ref) {
    const onCleanChange = useContext(CleanValueChange);
    const clean = typeof value === 'string' ? value : '';
    return (
      <IMaskInput
        {...input}
        mask={pattern}
        definitions={definitions}
        prepare={prepare}
        // Backspace removes a digit, never just a dot or dash, and leaves no punctuation dangling at the end
        eager="remove"
        unmask
        value={fromClean(clean)}
        inputRef={ref}
        onAccept={(unmasked: string, _mask, event) => {
          // imask also reports values set from props (no event): those go back to the form only when
          // the mask changed them; what the user does always goes back, even if props are a render behind
          const next = toClean(unmasked);
          if (event !== undefined || next !== clean) onCleanChange?.(next);
        }}
      />
    );
  });
}

/**
 * Props of the masked fields (CpfField, PhoneField…): controlled by the clean value, so they bind to
 * react-hook-form's `Controller` (`const { ref, ...field } = controller.field; <CpfField {...field} inputRef={ref} />`).
 */
export interface MaskedFieldProps
  extends Omit<
    FormFieldProps,
    'label' | 'hint' | 'value' | 'defaultValue' | 'onChange' | 'inputComponent' | 'type' | 'inputMode' | 'autoComplete' | 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'htmlInputProps' | 'slots'
  > {
  /** The clean value (see each field); the mask is display only. */
  value: string;
  /** Called with the new clean value when the user types, pastes, autofills or undoes. */
  onChange: (value: string) => void;
  /** The visible label; the field's own copy by default. */
  label?: ReactNode;
  /** Help under the input; the field's own copy by default, `null` for none. */
  hint?: ReactNode;
}

/** Props of `MaskedField`: a FormField whose input is a `createMaskedInput` component. */
export interface MaskedFieldBaseProps extends Omit<FormFieldProps, 'value' | 'defaultValue' | 'onChange' | 'multiline'> {
  /** The clean value. */
  value: string;
  /** Called with the new clean value. */
  onChange: (value: string) => void;
  /** The masked input, made once with `createMaskedInput`. */
  inputComponent: ReturnType<typeof createMaskedInput>;
}

/**
 * The field wrapper for masked inputs: FormField (label, hint, error, ARIA) with the clean value wired through.
 *
 * Use it, with an input from `createMaskedInput`, for a masked field the package lacks (a CEP, a
 * voucher code); the package's own masked fields are built this way.
 */
export function MaskedField({ value, onChange, ...props }: MaskedFieldBaseProps) {
  return (
    <CleanValueChange.Provider value={onChange}>
      <FormField {...props} value={value} />
    </CleanValueChange.Provider>
  );
}
