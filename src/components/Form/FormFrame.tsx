'use client';

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary';
import { FormErrorList } from '../FormErrorList';
import { SubmitButton } from '../SubmitButton';

/** The props every `Form` takes, whichever made its form. */
export interface FormFrameProps {
  /** Called when a submit stops at the form's own checks (e.g. to count a failed attempt). */
  onInvalid?: () => void;
  /** The submit button's label. */
  submitLabel: ReactNode;
  /** The button's label while sending ('Enviando...' by default). */
  sendingLabel?: string;
  /** Also sending (e.g. a mutation in flight that the promise does not cover). */
  sending?: boolean;
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** The fields, in screen order. */
  children: ReactNode;
  /** What comes after the button (a link, a note), before the general errors. */
  footer?: ReactNode;
  submitSx?: SxProps<Theme>;
}

/**
 * A form's sending state: `busy` while `sending` or while the promise of the last send is pending, and a
 * guard that holds from the moment a submit starts, since a second click or Enter can arrive before the
 * sending state has rendered.
 */
export function useSending(sending: boolean) {
  const [pending, setPending] = useState(false);
  const guard = useRef(false);
  const busy = sending || pending;
  return {
    busy,
    /** Whether nothing is being sent nor submitted. */
    idle: () => !guard.current && !busy,
    /** Whether a submit may start now; if so, the guard holds until `release` or the end of `track`. */
    start: () => {
      if (guard.current || busy) return false;
      guard.current = true;
      return true;
    },
    release: () => {
      guard.current = false;
    },
    /** Keeps the form sending while `result` (what `onSubmit` returned) is pending; `done` runs once it has settled. */
    track: (result: unknown, done: () => void = () => undefined) => {
      if (!(result instanceof Promise)) {
        guard.current = false;
        return done();
      }
      setPending(true);
      void result
        .catch(() => undefined)
        .finally(() => {
          guard.current = false;
          setPending(false);
          done();
        });
    },
  };
}

interface FrameProps extends Omit<FormFrameProps, 'onInvalid' | 'sending'> {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  summary: ErrorSummaryItem[];
  summaryTitle?: string;
  generalErrors: string[];
  onRetry?: () => void;
  formRef?: Ref<HTMLFormElement>;
}

/** What every form shows: the error summary (it takes focus when it appears), the `<form>` with its fields, the submit with its sending state, the footer, then the general errors. */
export function FormFrame({ busy, onSubmit, summary, summaryTitle, generalErrors, onRetry, formRef, submitLabel, sendingLabel, label, labelledBy, children, footer, submitSx }: FrameProps) {
  return (
    <>
      <ErrorSummary errors={summary} title={summaryTitle} />
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={label} aria-labelledby={labelledBy}>
        {children}
        <SubmitButton loading={busy} loadingLabel={sendingLabel} sx={submitSx ?? { mt: 2 }}>
          {submitLabel}
        </SubmitButton>
        {footer}
        <FormErrorList errors={generalErrors} onRetry={onRetry} />
      </Box>
    </>
  );
}
