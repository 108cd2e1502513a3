'use client';

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { ErrorSummary } from '../ErrorSummary';
import { FormErrorList } from '../FormErrorList';
import { SubmitButton } from '../SubmitButton';
import { FormContext } from './context';
import { hookFormOptions, type HookForm, type ValidatedForm } from './useValidatedForm';

export interface FormProps<V extends FieldValues> {
  /** The state from `useValidatedForm`. */
  form: ValidatedForm<V>;
  /** Called with the values once every shown field passes; while the promise it returns is pending, the form is sending and a second submit does nothing. */
  onSubmit: (values: V) => unknown;
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
 * react-hook-form's hook for the form's control, in a leaf that renders nothing: its state changes
 * re-render this leaf alone. Mounted in a task after the form's first commit (an update of its own: in
 * a transition it would wait for whatever else in it suspends, and from the effect itself React could
 * render it with the hand-over's changes, in the same task), so that its mount, which
 * marks the form ready with a synchronous re-render, comes after the fields have taken what was typed
 * before the app ran, and outside the commit that hydrates a pre-rendered page: that re-render made
 * React run all the commit's effects in the same task, lengthening it.
 */
function HookFormHost<V extends FieldValues>({ hookForm }: { hookForm: HookForm<V> }) {
  useForm<V>({ ...hookFormOptions, formControl: hookForm.formControl });
  return null;
}

/**
 * The one form: the error summary (it takes focus when it appears), the `<form>` with its fields,
 * the submit button with its sending state and a guard against a double submit, then the general
 * errors (after a lost connection, with 'Tentar novamente', which submits again). Checks the shown
 * fields on submit, and the fields the form asks for as soon as it shows.
 */
export function Form<V extends FieldValues>({ form, onSubmit, onInvalid, submitLabel, sendingLabel, sending = false, label, labelledBy, children, footer, submitSx }: FormProps<V>) {
  const [pending, setPending] = useState(false);
  // A second click or Enter can arrive before the sending state has rendered.
  const guard = useRef(false);
  const busy = sending || pending;
  const formElement = useRef<HTMLFormElement>(null);
  // 'Tentar novamente' stays while the send it started is pending, so that the focus stays on it (and on it again if that send fails the same way).
  const [retrying, setRetrying] = useState(false);
  // react-hook-form's host mounts in a task after the first commit (see HookFormHost).
  const [hosted, setHosted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHosted(true), 0);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onLoad = form.options.validateOnLoad;
    if (!hosted || !onLoad) return;
    const values = form.hookForm.getValues();
    for (const name of form.registry.ids.keys()) if (onLoad(name, values)) form.check(name, false);
    // Once, when the first fields are on screen and the host has mounted (spec §4: visible fields are
    // checked on load): after the hand-over of a pre-rendered page, so what was typed is checked too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hosted]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guard.current || busy) return;
    if (!form.checkAll()) {
      setRetrying(false);
      onInvalid?.();
      return;
    }
    form.clearMessages();
    const result = onSubmit(form.hookForm.getValues());
    if (!(result instanceof Promise)) return setRetrying(false);
    guard.current = true;
    setPending(true);
    void result
      .catch(() => undefined)
      .finally(() => {
        guard.current = false;
        setPending(false);
        setRetrying(false);
      });
  };

  // The same submit as the button's, so the checks and the double-submit guard hold, with the values as they are.
  const retry = () => {
    if (guard.current || busy) return;
    setRetrying(true);
    formElement.current?.requestSubmit();
  };

  const context = useMemo(() => ({ form: form as unknown as ValidatedForm<FieldValues>, sending: busy }), [form, busy]);

  return (
    <FormContext.Provider value={context}>
      <ErrorSummary errors={form.summary} title={form.summaryTitle} />
      <Box component="form" ref={formElement} noValidate onSubmit={submit} aria-label={label} aria-labelledby={labelledBy}>
        {children}
        <SubmitButton loading={busy} loadingLabel={sendingLabel} sx={submitSx ?? { mt: 2 }}>
          {submitLabel}
        </SubmitButton>
        {footer}
        <FormErrorList errors={form.generalErrors} onRetry={form.offline || (retrying && busy) ? retry : undefined} />
        {hosted ? <HookFormHost hookForm={form.hookForm} /> : null}
      </Box>
    </FormContext.Provider>
  );
}
