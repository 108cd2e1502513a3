'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useForm, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormContext, type FieldRegistry } from './context';
import { FormFrame, useSending, type FormFrameProps } from './FormFrame';
import { SiteForm } from './SiteForm';
import { hookFormOptions, type HookForm, type ValidatedForm } from './useValidatedForm';

/** `Form`'s props over the package's own form (`useValidatedForm`). */
export interface FormProps<V extends FieldValues> extends FormFrameProps {
  /** The state from `useValidatedForm` (checked by its rules, on its timing). */
  form: ValidatedForm<V>;
  /** Called with the values once every shown field passes; while the promise it returns is pending, the form is sending and a second submit does nothing. */
  onSubmit: (values: V) => unknown;
}

/** `Form`'s props over a form the site made. `T`: the values its resolver gives (the form's values without one). */
export interface SiteFormProps<V extends FieldValues, T = V> extends FormFrameProps {
  /**
   * What the site's own `useForm` returned (checked by its resolver or rules, on its `mode`). Without it,
   * the enclosing react-hook-form `FormProvider`'s form.
   */
  // The site form's context type is its own business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form?: UseFormReturn<V, any, T>;
  /** Called with the values once react-hook-form's checks pass; while the promise it returns is pending, the form is sending and a second submit does nothing. */
  onSubmit: (values: T) => unknown;
}

function isValidatedForm<V extends FieldValues>(form: object): form is ValidatedForm<V> {
  return 'hookForm' in form && 'checkAll' in form;
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
 * errors. Under `useValidatedForm`'s form it checks the shown fields on submit and the ones the form asks
 * for as soon as it shows, and offers 'Tentar novamente' after a lost connection; under a form the site
 * made (`useForm` or `FormProvider`) react-hook-form checks, and the summary lists what it found.
 */
export function Form<V extends FieldValues>(props: FormProps<V>): ReactElement;
export function Form<V extends FieldValues, T = V>(props: SiteFormProps<V, T>): ReactElement;
export function Form({ form, onSubmit, ...props }: FormProps<FieldValues> | SiteFormProps<FieldValues, unknown>): ReactElement {
  if (form && isValidatedForm<FieldValues>(form)) return <ValidatedFormView form={form} onSubmit={onSubmit} {...props} />;
  return <SiteForm form={form as UseFormReturn<FieldValues, unknown, unknown> | undefined} onSubmit={onSubmit as (values: unknown) => unknown} {...props} />;
}

function ValidatedFormView<V extends FieldValues>({ form, onSubmit, onInvalid, sending = false, ...frame }: FormFrameProps & { form: ValidatedForm<V>; onSubmit: (values: V) => unknown }) {
  const send = useSending(sending);
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
    if (!send.start()) return;
    if (!form.checkAll()) {
      send.release();
      setRetrying(false);
      onInvalid?.();
      return;
    }
    form.clearMessages();
    send.track(onSubmit(form.hookForm.getValues()), () => setRetrying(false));
  };

  // The same submit as the button's, so the checks and the double-submit guard hold, with the values as they are.
  const retry = () => {
    if (!send.idle()) return;
    setRetrying(true);
    formElement.current?.requestSubmit();
  };

  const { busy } = send;
  const disableWhileSending = form.options.disableWhileSending ?? false;
  const context = useMemo(
    () => ({ form: form as unknown as ValidatedForm<FieldValues>, control: form.hookForm.control as unknown as Control<FieldValues>, registry: form.registry as FieldRegistry<FieldValues>, sending: busy, disableWhileSending }),
    [form, busy, disableWhileSending],
  );

  return (
    <FormContext.Provider value={context}>
      <FormFrame
        {...frame}
        busy={busy}
        onSubmit={submit}
        formRef={formElement}
        summary={form.summary}
        summaryTitle={form.summaryTitle}
        generalErrors={form.generalErrors}
        onRetry={form.offline || (retrying && busy) ? retry : undefined}
      />
      {hosted ? <HookFormHost hookForm={form.hookForm} /> : null}
    </FormContext.Provider>
  );
}
