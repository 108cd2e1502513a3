'use client';

import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { ValidatedForm } from './useValidatedForm';

/** The fields on screen, in the order they mounted, with their element ids (the error summary's order and links). */
export interface FieldRegistry<V> {
  ids: Map<Path<V>, string>;
  add: (name: Path<V>, id: string) => () => void;
}

export function useRegistry<V>(): FieldRegistry<V> {
  const [ids] = useState(() => new Map<Path<V>, string>());
  const add = useCallback(
    (name: Path<V>, id: string) => {
      ids.set(name, id);
      return () => void ids.delete(name);
    },
    [ids],
  );
  return useMemo(() => ({ ids, add }), [ids, add]);
}

/** What the enclosing `Form` gives its fields, whichever made the form (our `useValidatedForm` or the site's `useForm`). */
export interface FormContextValue {
  /** The package's own form, which checks with its rules on its own timing; null under a form the site made (react-hook-form's `mode` and resolver check). */
  form: ValidatedForm<FieldValues> | null;
  control: Control<FieldValues>;
  registry: FieldRegistry<FieldValues>;
  /** Whether the form is being sent. */
  sending: boolean;
  /** Whether fields are disabled while it is. */
  disableWhileSending: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The enclosing `Form`'s state, or null (a `Field` under a site's own `<form>` and `FormProvider`, or given `control`). */
export function useFormContext(): FormContextValue | null {
  return useContext(FormContext);
}
