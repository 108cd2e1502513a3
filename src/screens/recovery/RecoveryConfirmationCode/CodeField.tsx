import type { ChangeEvent } from 'react';
import { FormField, type FormFieldProps } from '../../../components';
import { cleanCode } from '../code';

export interface CodeFieldProps extends Omit<FormFieldProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'autoComplete' | 'htmlInputProps'> {
  /** The code's number of digits. */
  length: number;
  value: string;
  /** Called with the digits typed or pasted (`cleanCode`: every one, so a longer code is flagged, not cut). */
  onChange: (code: string) => void;
}

/** The one-time code sent by SMS or e-mail: digits only, the numeric keyboard, and the code the phone offers to fill in. */
export function CodeField({ length, value, onChange, ...props }: CodeFieldProps) {
  return (
    <FormField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      htmlInputProps={{ spellCheck: false, autoCorrect: 'off', autoCapitalize: 'none' }}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(cleanCode(event.target.value, length))}
    />
  );
}
