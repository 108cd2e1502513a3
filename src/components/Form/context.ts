'use client';

import { createContext, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ValidatedForm } from './useValidatedForm';

/** The form a `Field` binds to, and whether it is being sent. */
export interface FormContextValue {
  form: ValidatedForm<FieldValues>;
  sending: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The enclosing `Form`'s state; a `Field` outside a `Form` is a programming error. */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (value === null) throw new Error('Field must be rendered inside Form.');
  return value;
}
