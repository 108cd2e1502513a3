'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createFormControl, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from '../ErrorSummary';
import { useRegistry, type FieldRegistry } from './context';

export type { FieldRegistry } from './context';

/** One field's rule: its error message for `values`, or null. `whileTyping` spares a value still being typed (an incomplete CPF). */
export type FieldRule<V> = (values: V, options: { whileTyping: boolean }) => string | null;

/** The rules of the validated fields, by name; a field without a rule is never checked. */
export type FormRules<V> = { [K in keyof V]?: FieldRule<V> };

/** Errors to show after a failed submit: under fields (by name) and in the list under the form. */
export interface FormErrors<V> {
  fieldErrors?: { [K in keyof V]?: string };
  generalErrors?: string[];
  /** The error summary's heading; its default ('Corrija os erros abaixo') when absent. */
  summaryTitle?: string;
  /**
   * The failure was a lost connection: the form offers to send again ('Tentar novamente') and takes
   * the general errors away by itself when the browser is back online.
   */
  offline?: boolean;
}

export interface UseValidatedFormOptions<V extends FieldValues> {
  /** The form's first values (what the path alone decides; apply a prefill or a draft later with `apply`). */
  defaultValues: V;
  /** The pure rules of each validated field (the validators of this package, not a schema library). */
  rules: FormRules<V>;
  /**
   * When fields are checked. `change`: every change (`whileTyping`), leaving a filled or flagged
   * field, and the submit (the sign-up's timing). `submit`: first on submit, then on every change
   * (`whileTyping`) and on the next submit.
   */
  validate?: 'change' | 'submit';
  /** Which shown fields to check as soon as the form is on screen (e.g. the ones that have a value). */
  validateOnLoad?: (name: Path<V>, values: V) => boolean;
  /** Called with all values after every change the person makes (e.g. to save a draft). */
  onValuesChange?: (values: V) => void;
  /** Fields are disabled while the form is being sent. */
  disableWhileSending?: boolean;
}

/** react-hook-form's API without its render-time `formState` (values, `control`, `setValue`, `reset`, `watch`…). */
export type HookForm<V extends FieldValues> = Omit<UseFormReturn<V>, 'formState'> & { formControl: Omit<UseFormReturn<V>, 'formState'> };

/** The react-hook-form options of every form: the rules check, not react-hook-form; focus is the error summary's. */
export const hookFormOptions = { mode: 'onSubmit', shouldFocusError: false } as const satisfies UseFormProps;

/** A form: react-hook-form's state, the rules and what the error summary and general list show. */
export interface ValidatedForm<V extends FieldValues> {
  /**
   * react-hook-form's own API (values, `control`, `setValue`, `reset`…). Read a value during render with
   * `useWatch({ control })`: the screen does not re-render on react-hook-form's own state changes.
   */
  hookForm: HookForm<V>;
  options: UseValidatedFormOptions<V>;
  summary: ErrorSummaryItem[];
  summaryTitle: string | undefined;
  generalErrors: string[];
  /** Whether the general errors are a lost connection's (`showErrors({ offline: true })`), until the browser is back online. */
  offline: boolean;
  /** Whether a submit was tried (from then on, a `submit`-timed form checks on every change). */
  submitted: boolean;
  /** Checks one field now; returns its message or null. */
  check: (name: Path<V>, whileTyping: boolean) => string | null;
  /** Checks every shown field with a rule (as on submit), fills the summary, and says whether all passed. */
  checkAll: () => boolean;
  /** Shows a failure: messages under fields and in the summary (in screen order), the rest in the list under the form. */
  showErrors: (errors: FormErrors<V>) => void;
  /** Clears the summary and the general list (as a new submit does), and the lost connection. */
  clearMessages: () => void;
  /**
   * Sets values after the first render (a link's prefill, a stored draft) and checks them as on load.
   * Only fields still at their first value take them: what the person has changed stays. When no
   * field takes a new value, nothing happens (no render).
   */
  apply: (values: Partial<V>) => void;
  /** The shown fields, in screen order, with their element ids: kept by `Field`. */
  registry: FieldRegistry<V>;
}

/** Whether two field values are equal (strings, booleans, or arrays of strings such as customer codes). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
  return Object.is(a, b);
}

/**
 * The one form hook: react-hook-form holding the values, checked by pure rules on the timing the
 * form asks for, with the state of the error summary and of the general list under the form. Bind
 * fields with `Field`, render with `Form`.
 */
export function useValidatedForm<V extends FieldValues>(options: UseValidatedFormOptions<V>): ValidatedForm<V> {
  // The form's state lives outside the screen: react-hook-form's own hook runs in `Form` (a leaf that
  // renders nothing), so its re-renders, the one it makes as it mounts included, never re-render the
  // screen. On a hydrated page that mount re-render would otherwise double the hydration's task.
  const [hookForm] = useState(() => {
    const made = createFormControl<V>({ ...hookFormOptions, defaultValues: options.defaultValues as DefaultValues<V> });
    // react-hook-form reads its values live (`getValues`, `watch`) only once its form counts as mounted:
    // its `useForm` marks that as it mounts, and so does a subscription made outside React (its public
    // `subscribe`, made for a control that lives outside a component). `Form` mounts the `useForm` host a
    // task after the form's first commit, and a screen's first effects (a restored draft, the check on
    // load) must already read what they set: subscribing at once (and letting go) marks it now.
    made.subscribe({ formState: {}, callback: () => undefined })();
    return made;
  });
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [summaryTitle, setSummaryTitle] = useState<string | undefined>(undefined);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [offline, setOffline] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const registry = useRegistry<V>();
  const { getValues, setError, clearErrors, reset } = hookForm;

  const check = (name: Path<V>, whileTyping: boolean) => {
    const rule = options.rules[name as keyof V];
    const message = rule ? rule(getValues(), { whileTyping }) : null;
    if (message === null) clearErrors(name);
    else setError(name, { type: 'validate', message });
    return message;
  };

  const checkAll = () => {
    const items: ErrorSummaryItem[] = [];
    for (const [name, id] of registry.ids) {
      const message = check(name, false);
      if (message !== null) items.push({ fieldId: id, message });
    }
    setSubmitted(true);
    setSummaryTitle(undefined);
    setSummary(items);
    return items.length === 0;
  };

  // A lost connection's notice lasts until the browser is back online: what it says is then no longer
  // true. Listened for from the moment it shows (not from a later effect), so no `online` is missed.
  const onlineListener = useRef<(() => void) | null>(null);
  const stopListening = useCallback(() => {
    if (onlineListener.current) window.removeEventListener('online', onlineListener.current);
    onlineListener.current = null;
  }, []);
  useEffect(() => stopListening, [stopListening]);
  const listenForOnline = () => {
    stopListening();
    const back = () => {
      onlineListener.current = null;
      setGeneralErrors([]);
      setOffline(false);
    };
    onlineListener.current = back;
    window.addEventListener('online', back, { once: true });
  };

  const showErrors = ({ fieldErrors = {}, generalErrors: general = [], summaryTitle: title, offline: lost = false }: FormErrors<V>) => {
    const items: ErrorSummaryItem[] = [];
    for (const [name, id] of registry.ids) {
      const message = fieldErrors[name as keyof V];
      if (!message) continue;
      setError(name, { type: 'server', message });
      items.push({ fieldId: id, message });
    }
    setSummaryTitle(title);
    setSummary(items);
    setGeneralErrors(general);
    setOffline(lost);
    if (lost) listenForOnline();
    else stopListening();
  };

  const clearMessages = () => {
    setSummary([]);
    setGeneralErrors([]);
    setOffline(false);
    stopListening();
  };

  const apply = (values: Partial<V>) => {
    const current = getValues();
    // A field the person has already changed (typed into a page before the app ran) keeps what they typed.
    const taken = (Object.keys(values) as (keyof V)[]).filter((name) => sameValue(current[name], options.defaultValues[name]) && !sameValue(current[name], values[name]));
    // Nothing new (no draft, no prefill: most visits): no render at all, the form was checked as it showed.
    if (taken.length === 0) return;
    const next = { ...current };
    for (const name of taken) next[name] = values[name] as V[keyof V];
    reset(next, { keepDefaultValues: true });
    const onLoad = options.validateOnLoad;
    if (onLoad) for (const name of registry.ids.keys()) if (onLoad(name, getValues())) check(name, false);
  };

  return { hookForm, options, summary, summaryTitle, generalErrors, offline, submitted, check, checkAll, showErrors, clearMessages, apply, registry };
}

/** The value of `name` in `values`, typed. */
export type FieldValue<V extends FieldValues> = PathValue<V, Path<V>>;
