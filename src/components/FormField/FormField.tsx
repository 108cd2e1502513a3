'use client';

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useMemo, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { fieldMessages } from './messages';

export interface FormFieldProps
  extends Omit<OutlinedInputProps, 'id' | 'label' | 'error' | 'ref' | 'slotProps' | 'notched' | 'inputProps'> {
  /** The input's id; the hint and error ids derive from it (`${id}-hint`, `${id}-error`). */
  id: string;
  /** The visible label, which is also the accessible name. */
  label: ReactNode;
  /** Help shown under the input at all times. */
  hint?: ReactNode;
  /** The current error; the input is marked invalid while there is one. */
  error?: ReactNode;
  /** The virtual keyboard to show on phones (`numeric`, `tel`, `email`…). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Attributes for the `<input>` element itself (e.g. `maxLength`, `spellCheck`). */
  htmlInputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The input attributes of a field whose text is taken exactly as typed (an e-mail, a password, a CPF):
 * no spell check, capitals or autocorrection. One object, so a key does not make the input's attributes anew.
 */
export const VERBATIM_INPUT = { spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' } as const;

/**
 * The props a field of one kind (e-mail, password, a mask) sets itself, so its own props leave them out:
 * the input's type, keyboard, autofill token and attributes, and the multi-line and custom-input options.
 */
export type PropsAFieldKindSets =
  | 'type'
  | 'autoComplete'
  | 'inputMode'
  | 'htmlInputProps'
  | 'multiline'
  | 'rows'
  | 'minRows'
  | 'maxRows'
  | 'inputComponent';

/**
 * One text input with its label, required marker, hint and error, wired for assistive
 * technology: `aria-describedby` lists the hint then the error; `aria-invalid` follows the error.
 *
 * Use it for a text field the package has no component for (a name, a code); every specific field
 * (`CpfField`, `EmailField`, `PasswordField`…) is built on it.
 */
export function FormField({ id, label, hint, error, required, disabled, fullWidth = true, inputMode, htmlInputProps, ...input }: FormFieldProps) {
  if (process.env.NODE_ENV !== 'production' && (label === '' || label == null)) {
    console.error(`FormField "${id}" has no label: every input needs a visible label.`);
  }
  const messages = useMessages('formField', fieldMessages);
  const hasError = error != null && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  // The parts around the input are made again only when what they show changes: a key changes the
  // input's value alone, and each part is several MUI styled components (src/components/keyRenders.test.tsx).
  const labelElement = useMemo(
    () => (
      <InputLabel id={`${id}-label`} htmlFor={id}>
        {label}
      </InputLabel>
    ),
    [id, label],
  );
  const hintElement = useMemo(
    () =>
      hint ? (
        <FormHelperText id={`${id}-hint`} error={false}>
          {hint}
        </FormHelperText>
      ) : null,
    [id, hint],
  );
  const errorElement = useMemo(
    () =>
      hasError ? (
        <FormHelperText id={`${id}-error`}>
          <VisuallyHidden>{messages.errorPrefix} </VisuallyHidden>
          {error}
        </FormHelperText>
      ) : null,
    [id, hasError, error, messages.errorPrefix],
  );
  const slotProps = useMemo(
    () => ({ input: { ...htmlInputProps, inputMode, 'aria-describedby': describedBy, 'aria-invalid': hasError } }),
    [htmlInputProps, inputMode, describedBy, hasError],
  );
  return (
    <FormControl fullWidth={fullWidth} required={required} disabled={disabled} error={hasError} margin="normal">
      {labelElement}
      <OutlinedInput {...input} id={id} label={label} slotProps={slotProps} />
      {hintElement}
      {errorElement}
    </FormControl>
  );
}
