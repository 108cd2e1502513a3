'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { useMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { consentCheckboxMessages } from './messages';

export interface ConsentCheckboxProps {
  /** The checkbox's id; the error's id derives from it (`${id}-error`). */
  id: string;
  /** The consent statement, which is the checkbox's name; may hold links (see TermsConsentLabel). */
  label: ReactNode;
  checked: boolean;
  /** Called with the new state. */
  onChange: (checked: boolean) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  /** The current error; the checkbox is marked invalid and described by it while there is one. */
  error?: ReactNode;
  /** Marks the statement as required (asterisk) and the checkbox as required. */
  required?: boolean;
  disabled?: boolean;
  /** The `<input type="checkbox">`, for focus management and form libraries. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A consent checkbox: its statement as the label, a required marker, and an error tied to it.
 *
 * Use it for a consent given by ticking a box (the terms, offers), with `TermsConsentLabel` or
 * `OffersConsentLabel` as its label, or a statement of the site's own.
 */
export function ConsentCheckbox({ id, label, checked, onChange, onBlur, name, error, required, disabled, inputRef }: ConsentCheckboxProps) {
  const m = useMessages('consentCheckbox', consentCheckboxMessages);
  const hasError = error != null && error !== false && error !== '';
  const errorId = `${id}-error`;
  return (
    <FormControl error={hasError} required={required} disabled={disabled} margin="dense" fullWidth>
      <FormControlLabel
        // Top-aligned so a long statement wraps beside the box; the padding centres its first line on it.
        // The label is the last child, a div around it when `required` adds the asterisk.
        sx={{ alignItems: 'flex-start', mr: 0, '& > :last-child': { pt: 1.125 } }}
        control={
          <Checkbox
            id={id}
            name={name}
            checked={checked}
            required={required}
            onChange={(_event, next) => onChange(next)}
            slotProps={{
              input: {
                ref: inputRef,
                onBlur,
                'aria-describedby': hasError ? errorId : undefined,
                'aria-invalid': hasError,
              },
            }}
          />
        }
        label={label}
      />
      {hasError ? (
        <FormHelperText id={errorId}>
          <VisuallyHidden>{m.errorPrefix} </VisuallyHidden>
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
