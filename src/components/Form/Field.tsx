'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ElementType, type ReactElement } from 'react';
import { useController, useFormContext as useHookFormContext, type Control, type FieldValues, type Path, type UseControllerProps } from 'react-hook-form';
import { useFormContext, type FormContextValue } from './context';

/** What a bound field receives from the form; the rest of its props come from the `Field`. */
type BoundProps = 'value' | 'checked' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef';

/**
 * A `Field`'s props. `V` is the form's values: given `control` (or written `Field<typeof CpfField, Values>`, or
 * through a `FieldComponent<Values>`), `name` and `deps` must be fields of the form, so a misspelt name fails
 * the typecheck.
 */
export type FieldProps<C extends ElementType, V extends FieldValues = FieldValues> = {
  /** The form field this binds to. (`V` is read from `control` alone, never guessed from the name.) */
  name: NoInfer<Path<V>>;
  /**
   * The react-hook-form control to bind to (`useForm().control`). Without it, the field binds to the
   * enclosing `Form`'s form, else to the enclosing `FormProvider`'s.
   */
  // The control's context and transformed values (a resolver's output) are the site's own business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control?: Control<V, any, any>;
  /** The design-system field to render (`CpfField`, `EmailField`, `ConsentCheckbox`…). */
  component: C;
  /** The element id; the name by default. The error summary links to it. */
  id?: string;
  /** Other fields to check again when this one changes after a submit (a confirmation). */
  deps?: NoInfer<Path<V>>[];
  /**
   * The site's own react-hook-form rules for this field (`required`, `validate`…), under a form the site
   * made without a resolver. The package's own form (`useValidatedForm`) checks with its `rules` instead.
   */
  rules?: Omit<UseControllerProps<V>['rules'], 'deps'>;
} & Omit<ComponentPropsWithoutRef<C>, BoundProps | 'id' | 'control' | 'rules'>;

/** `Field` typed by one form's values: `const FormFieldOf: FieldComponent<Values> = Field;`. */
export type FieldComponent<V extends FieldValues> = <C extends ElementType>(props: FieldProps<C, V>) => ReactElement;

function isEventLike(value: unknown): value is { target: { type?: string; value?: unknown; checked?: unknown } } {
  return typeof value === 'object' && value !== null && 'target' in value && typeof value.target === 'object' && value.target !== null;
}

/** The value a field's `onChange` hands over: an input event's value (or a checkbox's `checked`), or the clean value itself. */
function valueOf(change: unknown): unknown {
  if (!isEventLike(change)) return change;
  return change.target.type === 'checkbox' ? change.target.checked : change.target.value;
}

function hasValue(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value !== '' : value === true;
}

/** The control a field binds to: its own `control`, the enclosing `Form`'s, or the enclosing `FormProvider`'s. */
function useBoundControl(own: Control<FieldValues> | undefined, enclosing: FormContextValue | null): Control<FieldValues> {
  // react-hook-form's context is null outside a `FormProvider`, whatever its type says.
  const provided = useHookFormContext() as ReturnType<typeof useHookFormContext> | null;
  const control = own ?? enclosing?.control ?? (provided?.control as Control<FieldValues> | undefined);
  if (!control) throw new Error('Field must be rendered inside Form or a react-hook-form FormProvider, or be given control.');
  return control;
}

/**
 * Binds any field of this package to a react-hook-form form by name: value (or `checked`), changes,
 * focus, error and ref. Under the package's own form (`useValidatedForm`) it checks with the form's rules
 * on the form's timing; under a form the site made (`useForm`, a resolver or its own rules) react-hook-form
 * checks on the site's `mode`. No hand-written `Controller`.
 */
export function Field<C extends ElementType, V extends FieldValues = FieldValues>({ name: fieldName, control: ownControl, component, id, deps = [], rules, ...props }: FieldProps<C, V>) {
  const name = fieldName as Path<FieldValues>;
  const enclosing = useFormContext();
  const control = useBoundControl(ownControl as Control<FieldValues> | undefined, enclosing);
  // The enclosing `Form` is this field's form unless the field was given another form's control.
  const inForm = enclosing !== null && control === enclosing.control;
  const form = inForm ? enclosing.form : null;
  // Under a site's form, react-hook-form checks the `deps` itself as this field changes.
  const { field, fieldState } = useController({ name, control, rules: form ? undefined : { ...(rules as UseControllerProps['rules']), deps } });
  const elementId = id ?? name;
  const add = inForm ? enclosing.registry.add : undefined;
  useEffect(() => add?.(name, elementId), [add, name, elementId]);

  const mode = form?.options.validate ?? 'change';
  // The handlers keep their identity from render to render, reading the latest form and field: a
  // memoized field (the masked ones) then renders again for its own props alone, not for every key.
  const latest = useRef({ form, field, fieldState, deps: deps as string[] });
  useLayoutEffect(() => {
    latest.current = { form, field, fieldState, deps };
  });
  const onChange = useCallback(
    (change: unknown) => {
      const { form, field, deps } = latest.current;
      field.onChange(valueOf(change));
      if (!form) return;
      form.options.onValuesChange?.(form.hookForm.getValues());
      if (mode === 'change' || form.submitted) {
        // While typing, a value still being completed (a CPF short of digits) is spared until the field is left or sent.
        form.check(name, true);
        if (form.submitted) for (const other of deps) if (form.registry.ids.has(other)) form.check(other, false);
      }
    },
    [mode, name],
  );
  // Leaving an empty field untouched is not an error yet (that waits for the submit); leaving a
  // half-typed one is, so an incomplete CPF or phone is flagged as soon as the person moves on.
  const onBlur = useCallback(() => {
    const { form, field, fieldState } = latest.current;
    field.onBlur();
    if (form && mode === 'change' && (hasValue(form.hookForm.getValues(name)) || fieldState.error)) form.check(name, false);
  }, [mode, name]);
  const valueProps = typeof field.value === 'boolean' ? { checked: field.value } : { value: field.value };
  const disabled = inForm && enclosing.disableWhileSending && enclosing.sending ? { disabled: true } : {};

  const Component: ElementType = component;
  return (
    <Component
      {...props}
      {...valueProps}
      {...disabled}
      id={elementId}
      name={name}
      inputRef={field.ref}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** `Field` whose `name` (and `deps`) must be one of the form's values: the same type as `FieldComponent`. */
export type TypedField<V extends FieldValues> = FieldComponent<V>;

/** `Field` typed by a form's values (`const SignUpField = fieldOf<SignUpValues>()`); the same component. */
export function fieldOf<V extends FieldValues>(): FieldComponent<V> {
  return Field as FieldComponent<V>;
}
