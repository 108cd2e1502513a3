'use client';

import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { FormField, VERBATIM_INPUT, type FormFieldProps } from '../FormField';
import { useMessages } from '../messages';
import { onlyDigits } from '../validation/digits';
import { caretAfterDigits, displayIdentifier, looksLikeCpf } from '../validation/identifier';
import { identifierFieldMessages } from './messages';

export interface IdentifierFieldProps
  extends Omit<FormFieldProps, 'label' | 'value' | 'onChange' | 'inputRef' | 'type' | 'inputMode' | 'autoComplete' | 'htmlInputProps' | 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'inputComponent'> {
  /** The visible label; 'E-mail ou CPF' by default. */
  label?: string;
  /** As shown: an e-mail as typed, a CPF with its mask. */
  value: string;
  /** Called with the value as shown. */
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The field also offers the device's passkeys as it is focused (WebAuthn conditional UI:
   * `autocomplete="username webauthn"`). Set it only while the site listens for that answer.
   */
  passkeyAutofill?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * One field for an account's e-mail or CPF (sign-in, password recovery). What looks like a CPF is
 * shown with its mask as it is typed, the caret kept after the same digit, and digits beyond the
 * 11th kept (never dropped: the form's check flags them); an e-mail is left as typed. The keyboard
 * is the e-mail one (it has digits), autofill pairs it with the password as the account's username.
 */
export function IdentifierField({ value, onChange, inputRef, label, passkeyAutofill = false, ...props }: IdentifierFieldProps) {
  const m = useMessages('identifierField', identifierFieldMessages);
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
  // The same callback from render to render: a new one would make React detach the input and attach it again at each key.
  const refInput = useCallback(
    (input: HTMLInputElement | null) => {
      element.current = input;
      assignRef(inputRef, input);
    },
    [inputRef],
  );
  return (
    <FormField
      {...props}
      label={label ?? m.label}
      type="text"
      inputMode="email"
      autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
      htmlInputProps={VERBATIM_INPUT}
      value={value}
      inputRef={refInput}
      onChange={change}
    />
  );
}
