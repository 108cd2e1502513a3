'use client';

import InputAdornment from '@mui/material/InputAdornment';
import { useMemo, type Ref } from 'react';
import { FormField, VERBATIM_INPUT, type FormFieldProps, type PropsAFieldKindSets } from '../FormField';
import { InfoTooltip } from '../InfoTooltip';
import { useMessages } from '../messages';
import { emailFieldMessages } from './messages';

export interface EmailFieldProps
  extends Omit<FormFieldProps, PropsAFieldKindSets | 'label' | 'inputRef' | 'endAdornment'> {
  /** The visible label; 'E-mail' by default. Also names the info button. */
  label?: string;
  /** `email` (sign-up, the default) or `username` (sign-in, so password managers pair it). */
  autoComplete?: 'email' | 'username';
  /** Prefilled and not editable here; the default hint then says so (an explicit `hint` wins). */
  readOnly?: boolean;
  /** A short explanation behind an info button at the end of the field, as plain text. */
  tooltip?: string;
  /** The `<input>` element, for focus management and form libraries. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An e-mail input through FormField, with the right keyboard, autofill and no autocorrection.
 *
 * Use it for every e-mail address; `autoComplete="username"` when it is the account's sign-in name, and
 * `readOnly` for an address that came with a link and must not change.
 */
export function EmailField({ id, label, autoComplete = 'email', readOnly = false, tooltip, hint, sx, ...field }: EmailFieldProps) {
  const m = useMessages('emailField', emailFieldMessages);
  const resolvedLabel = label ?? m.label;
  const endAdornment = useMemo(
    () =>
      // The label floats inside the outline, where a button would join the input's name.
      tooltip ? (
        <InputAdornment position="end">
          <InfoTooltip id={id} subject={resolvedLabel} text={tooltip} align="end" />
        </InputAdornment>
      ) : undefined,
    [id, resolvedLabel, tooltip],
  );
  return (
    <FormField
      {...field}
      id={id}
      label={resolvedLabel}
      hint={hint ?? (readOnly ? m.readOnlyHint : undefined)}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      readOnly={readOnly}
      htmlInputProps={VERBATIM_INPUT}
      sx={[readOnly && { bgcolor: 'action.hover' }, ...(Array.isArray(sx) ? sx : [sx])]}
      endAdornment={endAdornment}
    />
  );
}
