'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useFormState, useFormContext as useHookFormContext, type Control, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from '../ErrorSummary';
import { FormContext, useRegistry, type FieldRegistry } from './context';
import { FormFrame, useSending, type FormFrameProps } from './FormFrame';

interface SiteFormProps<V extends FieldValues, T> extends FormFrameProps {
  form: UseFormReturn<V, unknown, T> | undefined;
  onSubmit: (values: T) => unknown;
}

/** The message of the field `name` in react-hook-form's errors (a dotted path for nested values). */
function messageAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  const message = typeof node === 'object' && node !== null ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The messages set on the form itself (`setError('root', …)` or `setError('root.serverError', …)`), for the list under the form. */
function rootMessages(root: unknown): string[] {
  if (typeof root !== 'object' || root === null) return [];
  const own = (root as { message?: unknown }).message;
  const nested = Object.values(root).map((error: unknown) => (typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined));
  return [own, ...nested].filter((message): message is string => typeof message === 'string' && message !== '');
}

/** The summary of a refused submit: the shown fields' errors, in screen order, each linking to its field. */
function summaryOf(errors: FieldErrors, registry: FieldRegistry<FieldValues>): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const [name, fieldId] of registry.ids) {
    const message = messageAt(errors, name);
    if (message) items.push({ fieldId, message });
  }
  return items;
}

/**
 * A `Form` over a form the site made (its `useForm`, given as `form` or through a `FormProvider`):
 * react-hook-form checks with the site's resolver or rules on the site's `mode`; a refused submit fills
 * the summary, and the site's `setError('root.…')` messages (a server's answer) show under the form.
 */
export function SiteForm<V extends FieldValues, T>({ form, onSubmit, onInvalid, sending = false, ...frame }: SiteFormProps<V, T>) {
  // react-hook-form's context is null outside a `FormProvider`, whatever its type says.
  const provided = useHookFormContext<V, unknown, T>() as UseFormReturn<V, unknown, T> | null;
  const methods = form ?? provided;
  if (!methods) throw new Error('Form needs a form: useValidatedForm’s, or the site’s useForm (as `form`, or through a FormProvider).');
  const send = useSending(sending);
  const registry = useRegistry<FieldValues>();
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const { errors } = useFormState({ control: methods.control, name: 'root' as Path<V> });
  const generalErrors = rootMessages(errors.root);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!send.start()) return;
    void methods.handleSubmit(
      (values) => {
        setSummary([]);
        send.track(onSubmit(values));
      },
      (found) => {
        send.release();
        setSummary(summaryOf(found, registry));
        onInvalid?.();
      },
    )(event).catch((error: unknown) => {
      // A resolver or handler that throws lets the form be sent again, and still fails loudly.
      send.release();
      throw error;
    });
  };

  const { busy } = send;
  const control = methods.control as unknown as Control<FieldValues>;
  const context = useMemo(() => ({ form: null, control, registry, sending: busy, disableWhileSending: false }), [control, registry, busy]);
  return (
    <FormContext.Provider value={context}>
      <FormFrame {...frame} busy={busy} onSubmit={submit} summary={summary} generalErrors={generalErrors} />
    </FormContext.Provider>
  );
}
