'use client';

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useForkRef } from '@mui/material/utils';
import { useEffect, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { FormField, VERBATIM_INPUT, type FormFieldProps, type PropsAFieldKindSets } from '../FormField';
import { useMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { PasswordStrength } from '../PasswordStrength';
import { PASSWORD_RULES_ATTRIBUTE, preloadPasswordStrength } from '../validation/passwordStrength';
import { EyeIcon, EyeOffIcon, WarningIcon } from './_icons';
import { PasswordChecklist } from './_PasswordChecklist';
import { passwordFieldMessages } from './messages';

export interface PasswordFieldProps
  extends Omit<FormFieldProps, PropsAFieldKindSets | 'label' | 'hint' | 'value' | 'inputRef' | 'endAdornment'> {
  /** The password; never trimmed nor cut (no maximum length). */
  value: string;
  /** The visible label; 'Senha' by default. */
  label?: ReactNode;
  /** Help under the field; the spec's password helper text by default. Pass `null` for none. */
  hint?: ReactNode;
  /** `current-password` (sign-in, the default) or `new-password` (sign-up, create password). */
  autoComplete?: 'current-password' | 'new-password';
  /** Shows the live checklist of password rules under the field. */
  showChecklist?: boolean;
  /**
   * Shows the strength meter (bar, level, why it is weak) under the field. Its estimator loads on the
   * first focus or keystroke, never with the first render.
   */
  showStrength?: boolean;
  /** The person's own data (name, e-mail) the meter counts as easy guesses. */
  strengthUserInputs?: readonly string[];
  /** The `<input>` element, for focus management and form libraries. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Password managers read the rules from `passwordrules` and generate a password that meets them. */
const NEW_PASSWORD_INPUT = { ...VERBATIM_INPUT, passwordrules: PASSWORD_RULES_ATTRIBUTE } as InputHTMLAttributes<HTMLInputElement>;

/**
 * A password input through FormField, with a show/hide toggle, a Caps Lock warning, an
 * optional live checklist of the rules and an optional strength meter. A new-password input carries
 * `passwordrules` for password managers. The password is hidden again whenever its form is
 * submitted, so it is not left on screen after a failed attempt.
 *
 * Use it for every password: `current-password` to sign in, `new-password` with `showChecklist` to
 * create one (and `new-password` without it for the confirmation).
 */
export function PasswordField({
  id,
  value,
  label,
  hint,
  autoComplete = 'current-password',
  showChecklist = false,
  showStrength = false,
  strengthUserInputs,
  disabled,
  inputRef,
  onKeyDown,
  onKeyUp,
  onBlur,
  onFocus,
  onChange,
  ...field
}: PasswordFieldProps) {
  const m = useMessages('passwordField', passwordFieldMessages);
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  // Empty until the person uses the toggle: a page load announces nothing.
  const [visibilityAnnouncement, setVisibilityAnnouncement] = useState('');
  // The meter (and its estimator) wakes on the first focus, keystroke or change, not on the first render.
  const [strengthActive, setStrengthActive] = useState(false);
  const wakeStrength = () => {
    if (!showStrength || strengthActive) return;
    preloadPasswordStrength();
    setStrengthActive(true);
  };
  const ownInputRef = useRef<HTMLInputElement>(null);
  const forkedInputRef = useForkRef(ownInputRef, inputRef);

  useEffect(() => {
    const form = ownInputRef.current?.form;
    if (!form) return undefined;
    const hide = () => {
      setVisible(false);
      setVisibilityAnnouncement('');
    };
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  // React falls back to `false` when the browser's event has no getModifierState.
  const readCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));

  // Made again only when what it shows changes: a key renders the input, not the toggle beside it.
  const toggle = useMemo(
    () => (
      <InputAdornment position="end">
        <IconButton
          edge="end"
          aria-label={visible ? m.hide : m.show}
          aria-controls={id}
          disabled={disabled}
          onClick={() => {
            setVisible(!visible);
            setVisibilityAnnouncement(visible ? m.hiddenAnnouncement : m.shownAnnouncement);
          }}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </InputAdornment>
    ),
    [visible, disabled, id, m],
  );

  return (
    <Box>
      <FormField
        {...field}
        id={id}
        value={value}
        label={label ?? m.label}
        hint={hint === undefined ? m.hint : hint}
        disabled={disabled}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        inputRef={forkedInputRef}
        htmlInputProps={autoComplete === 'new-password' ? NEW_PASSWORD_INPUT : VERBATIM_INPUT}
        onFocus={(event) => {
          wakeStrength();
          onFocus?.(event);
        }}
        onChange={(event) => {
          // Autofill and paste change the value without a keystroke.
          wakeStrength();
          onChange?.(event);
        }}
        onKeyDown={(event) => {
          readCapsLock(event);
          wakeStrength();
          onKeyDown?.(event);
        }}
        onKeyUp={(event) => {
          readCapsLock(event);
          onKeyUp?.(event);
        }}
        onBlur={(event) => {
          setCapsLock(false);
          onBlur?.(event);
        }}
        endAdornment={toggle}
      />
      <Box role="status">
        {capsLock ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              typography: 'body2',
              bgcolor: 'background.warning',
              color: 'warning.main',
            }}
          >
            <WarningIcon fontSize="small" />
            {m.capsLockOn}
          </Box>
        ) : null}
      </Box>
      {showStrength ? <PasswordStrength password={value} userInputs={strengthUserInputs} active={strengthActive} /> : null}
      {showChecklist ? <PasswordChecklist password={value} messages={m} /> : null}
      <VisuallyHidden aria-live="polite">{visibilityAnnouncement}</VisuallyHidden>
    </Box>
  );
}
