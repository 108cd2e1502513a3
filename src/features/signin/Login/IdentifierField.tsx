import { useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { FormField, onlyDigits, type FormFieldProps } from '../../../components';
import { caretAfterDigits, displayIdentifier, looksLikeCpf } from '../../../components/validation/identifier';

export interface IdentifierFieldProps extends Omit<FormFieldProps, 'value' | 'onChange' | 'inputRef'> {
  /** As shown: an e-mail as typed, a CPF with its mask. */
  value: string;
  /** Called with the value as shown. */
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The sign-in's one identifier: an e-mail or a CPF. What looks like a CPF is shown with its mask as it
 * is typed, the caret kept after the same digit; an e-mail is left as typed.
 */
export function IdentifierField({ value, onChange, inputRef, ...props }: IdentifierFieldProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !element.current) return;
    element.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const raw = event.target.value;
    const shown = displayIdentifier(raw);
    if (shown !== raw && looksLikeCpf(raw)) {
      const caret = event.target.selectionStart ?? raw.length;
      pendingCaret.current = caretAfterDigits(shown, onlyDigits(raw.slice(0, caret)).length);
    }
    onChange(shown);
  };
  return (
    <FormField
      {...props}
      type="text"
      inputMode="email"
      autoComplete="username"
      htmlInputProps={{ spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' }}
      value={value}
      inputRef={(input: HTMLInputElement | null) => {
        element.current = input;
        assignRef(inputRef, input);
      }}
      onChange={change}
    />
  );
}
