import { Children, isValidElement, useLayoutEffect, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, Form as DesignSystemForm, type FormProps as DesignSystemFormProps } from '../components/Form';
import { useHydrated } from '../services/useHydrated';
import { HydratesLater } from './HydratesLater';

export interface FormProps<V extends FieldValues> extends DesignSystemFormProps<V> {
  /**
   * The values the form opens with (a draft, a link's prefill), read once, as it mounts. On a screen
   * the app renders itself they are applied then; on a pre-rendered page, once every field has
   * hydrated, since a field must hydrate as it was rendered (the page's first render is the path's alone).
   */
  start?: Partial<V>;
}

/**
 * A form that opens with values of its own is rendered in two parts: its leading required fields (what
 * a person fills in first, and what a working form needs soonest), then, from its first optional field
 * on, the rest, which a pre-rendered page hydrates after the first part is working (`HydratesLater`).
 */
function parts(children: ReactNode): [ReactNode[], ReactNode[]] {
  const all = Children.toArray(children);
  const at = all.findIndex((child) => isValidElement<{ required?: boolean }>(child) && child.type === Field && !child.props.required);
  return at < 0 ? [all, []] : [all.slice(0, at), all.slice(at)];
}

/**
 * The design system's form (src/components/Form) as the app's screens use it: it owns what happens as
 * the app takes a pre-rendered form over (which fields hydrate first, when its start values apply), so
 * that a screen just renders its fields in order.
 */
export function Form<V extends FieldValues>({ start, children, ...props }: FormProps<V>) {
  const hydrated = useHydrated();
  // Whether this form hydrates a pre-rendered page, as it mounts.
  const [hydrating] = useState(!hydrated);
  const [values] = useState(start);
  const [first, later] = start === undefined ? [[], []] : parts(children);
  const apply = () => {
    if (values !== undefined) props.form.apply(values);
  };
  useLayoutEffect(() => {
    if (!hydrating || later.length === 0) apply();
    // Once, on the page the person arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DesignSystemForm {...props}>
      {later.length > 0 ? (
        <>
          {first}
          <HydratesLater onHydrated={hydrating ? apply : undefined}>{later}</HydratesLater>
        </>
      ) : (
        children
      )}
    </DesignSystemForm>
  );
}
