'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ElementType, type ReactElement } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useFormContext } from './context';

/** What a bound field receives from the form; the rest of its props come from the `Field`. */
type BoundProps = 'value' | 'checked' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef';

export type FieldProps<C extends ElementType, V extends FieldValues = FieldValues> = {
  /** The form field this binds to: one of the form's values when the field is typed (`fieldOf<Values>()`). */
  name: Path<V>;
  /** The design-system field to render (`CpfField`, `EmailField`, `ConsentCheckbox`…). */
  component: C;
  /** The element id; the name by default. The error summary links to it. */
  id?: string;
  /** Other fields to check again when this one changes after a submit (a confirmation). */
  deps?: Path<V>[];
} & Omit<ComponentPropsWithoutRef<C>, BoundProps | 'id'>;

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

/**
 * Binds any field of this package to the enclosing `Form` by name: value (or `checked`), changes,
 * focus, error and ref, with the form's checking timing. No hand-written `Controller`.
 */
export function Field<C extends ElementType>({ name: fieldName, component, id, deps = [], ...props }: FieldProps<C>) {
  const name = fieldName as Path<FieldValues>;
  const { form, sending } = useFormContext();
  const { field, fieldState } = useController({ name, control: form.hookForm.control });
  const elementId = id ?? name;
  const { add } = form.registry;
  useEffect(() => add(name, elementId), [add, name, elementId]);

  const mode = form.options.validate ?? 'change';
  // The handlers keep their identity from render to render, reading the latest form and field: a
  // memoized field (the masked ones) then renders again for its own props alone, not for every key.
  const latest = useRef({ form, field, fieldState, deps });
  useLayoutEffect(() => {
    latest.current = { form, field, fieldState, deps };
  });
  const onChange = useCallback(
    (change: unknown) => {
      const { form, field, deps } = latest.current;
      field.onChange(valueOf(change));
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
    if (mode === 'change' && (hasValue(form.hookForm.getValues(name)) || fieldState.error)) form.check(name, false);
  }, [mode, name]);
  const valueProps = typeof field.value === 'boolean' ? { checked: field.value } : { value: field.value };
  const disabled = form.options.disableWhileSending && sending ? { disabled: true } : {};

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

/** `Field` whose `name` (and `deps`) must be one of the form's values: a misspelt name does not compile. */
export type TypedField<V extends FieldValues> = <C extends ElementType>(props: FieldProps<C, V>) => ReactElement;

/** `Field` typed by a form's values (`const SignUpField = fieldOf<SignUpValues>()`); the same component. */
export function fieldOf<V extends FieldValues>(): TypedField<V> {
  return Field as TypedField<V>;
}
