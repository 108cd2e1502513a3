import { createElement, Fragment, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { fieldOf, type FormRules, type TypedField } from '../../components/Form';
import type { RuleContext } from '../../components/validation';

/** How a link's `prefill[<name>]` sets a field: the value from the decoded, trimmed text, or undefined to leave it. */
export type PrefillOne<T> = (text: string) => T | undefined;

/** A list a link sets item by item (`prefill[<name>][]`, `prefill[<name>][<n>]`, in index order): at most `max` items, each `longest` characters at most. */
export interface PrefillList {
  max: number;
  longest: number;
}

/**
 * One field, described once: its empty value, what a link may prefill, whether the draft keeps it,
 * its rule, the server error field it answers to, how it goes into the mutation's variables and
 * how it shows on screen. Everything else about the field is derived from this.
 */
export interface FieldDescription<T, Vars, Ctx, Screen extends Ctx = Ctx, Checks = unknown, Reads = unknown> {
  /** The value of an empty form; its type is the field's value type. */
  empty: T;
  /** What a link may set (spec §2); a field without it is never prefilled. */
  prefill?: [T] extends [readonly string[]] ? PrefillList : PrefillOne<T>;
  /** The link's parameter that sets the field, when it is not `prefill[<name>]` (the sign-in's `?identifier=`); its first value counts. */
  prefillFrom?: string;
  /** The draft keeps the field when it passes this check as read back; a field without it is never stored. */
  draft?: (stored: unknown) => boolean;
  /**
   * The field's rule (from the package's rule sets): its value, what the form's rules are given
   * (`Checks`, besides `whileTyping` and `today`), and the other values it compares with (`Reads`,
   * typed where the rule names them: a confirmation reads the password).
   */
  rule?: (value: T, context: RuleContext & Checks, values: Reads) => string | null;
  /** The rule spares a value still being typed (an incomplete CPF, spec §5); others are checked as typed. */
  waitsWhileTyping?: boolean;
  /** The server's validation errors for this field (the contract names it as the form does) show under it, not in the list (spec §8). */
  serverError?: true;
  /** Whether the field is on this form at all (a variant may leave it out); always, by default. */
  shown?: (context: Ctx) => boolean;
  /** Its part of the mutation's variables. */
  send?: (value: T, context: Ctx) => Partial<Vars>;
  /** How it shows on screen, in the description's order; a field without it is held but not shown. */
  input?: (context: Screen) => ReactNode;
}

type AnyField<Vars, Ctx, Screen extends Ctx, Checks> = FieldDescription<never, Vars, Ctx, Screen, Checks, never> | FieldDescription<any, Vars, Ctx, Screen, Checks, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the form's rules are given, besides `whileTyping`: the day (`today`) and the form's own `Checks`. */
type RuleArgs<Checks> = Omit<RuleContext, 'whileTyping'> & Checks;
/** The rule arguments, optional when the form needs none of its own. */
type RuleArgsParam<Checks> = {} extends Checks ? [context?: RuleArgs<Checks>] : [context: RuleArgs<Checks>]; // eslint-disable-line @typescript-eslint/no-empty-object-type

/** Whether a value holds something (text, a list item, a tick). */
export const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value !== '' : value === true);

/** A form's values, from its description. */
export type ValuesOf<F> = { -readonly [K in keyof F]: F[K] extends { empty: infer T } ? T : never };

/** The values a form's rules read across fields (`Reads`), each a value the form has: a misspelt name is a type error at `form`. */
type ReadsChecked<F> = {
  [K in keyof F]: F[K] extends { rule?: (value: never, context: never, values: infer R) => unknown } ? (ValuesOf<F> extends R ? F[K] : { rule: 'reads a value this form does not have' }) : F[K];
};

/**
 * The describer of one form's fields, for its mutation's variables `Vars`, what sending reads (`Ctx`),
 * what showing reads (`Screen`) and what its rules are given (`Checks`): `field` infers a field's value
 * type from its `empty`, and the other values its rule reads from the rule's third parameter.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function fieldsFor<Vars, Ctx = {}, Screen extends Ctx = Ctx, Checks = {}>() {
  return {
    field: <T, Reads = unknown>(description: FieldDescription<T, Vars, Ctx, Screen, Checks, Reads>) => description,
    form: <F extends Record<string, AnyField<Vars, Ctx, Screen, Checks>>>(fields: F & ReadsChecked<F>) => describeForm<F, Vars, Ctx, Screen, Checks>(fields),
  };
}

function describeForm<F extends Record<string, AnyField<Vars, Ctx, Screen, Checks>>, Vars, Ctx, Screen extends Ctx, Checks>(fields: F) {
  type V = ValuesOf<F>;
  type Name = keyof F & string;
  const names = Object.keys(fields) as Name[];
  const described = (name: Name) => fields[name] as FieldDescription<unknown, Vars, Ctx, Screen, Checks, V>;
  const empty = Object.fromEntries(names.map((name) => [name, described(name).empty])) as V;
  const isShown = (name: Name, context: Ctx) => described(name).shown?.(context) ?? true;
  const ruled = names.filter((name) => described(name).rule !== undefined);

  return {
    fields,
    names,
    /** The empty form (a fresh copy each time). */
    empty: (): V => structuredClone(empty),
    /** `Field` typed by the form's values. */
    Field: fieldOf<V>() as TypedField<V>,
    /** The `prefill[<key>]` names a link may carry. */
    prefillKeys: names.filter((name) => described(name).prefill !== undefined),
    /** The fields a draft keeps (a signed-in form's `useRestoredDraft`), in screen order. */
    draftFields: names.filter((name) => described(name).draft !== undefined) as Path<V>[],
    /** The validated fields, in screen order. */
    ruledFields: (context: Ctx) => ruled.filter((name) => isShown(name, context)),
    /** One field's error, or null; only the fields that wait for it are spared while typing. */
    fieldError(name: Name, values: V, whileTyping: boolean, ...[context]: RuleArgsParam<Checks>): string | null {
      const { rule, waitsWhileTyping = false } = described(name);
      return rule ? rule(values[name], { ...(context as RuleArgs<Checks>), whileTyping: whileTyping && waitsWhileTyping }, values) : null;
    },
    /** Every shown field's error, in screen order (the submit check, spec §4). */
    errors(values: V, context: Ctx, ...ruleContext: RuleArgsParam<Checks>): { field: Name; message: string }[] {
      return ruled.flatMap((name) => {
        const message = isShown(name, context) ? this.fieldError(name, values, false, ...ruleContext) : null;
        return message === null ? [] : [{ field: name, message }];
      });
    },
    /** The rules for the form mechanism (a field not on screen is never checked). */
    rules(...context: RuleArgsParam<Checks>): FormRules<V> {
      return Object.fromEntries(ruled.map((name) => [name, (values: V, { whileTyping }: { whileTyping: boolean }) => this.fieldError(name, values, whileTyping, ...context)])) as FormRules<V>;
    },
    /** The fields whose server errors show under themselves. */
    serverFields: names.filter((name) => described(name).serverError === true) as Path<V>[],
    /** The mutation's variables: each shown field's part, and what no field gives (`rest`). */
    toVariables: (values: V, context: Ctx, rest: Partial<Vars>): Vars =>
      Object.assign({}, ...names.map((name) => described(name).send?.(values[name], context) ?? {}), rest) as Vars,
    /** The inputs of the fields from `from` up to `until` (both included, in description order). */
    inputs(context: Screen, from?: Name, until?: Name): ReactNode[] {
      const start = from === undefined ? 0 : names.indexOf(from);
      const end = until === undefined ? names.length : names.indexOf(until) + 1;
      return names.slice(start, end).flatMap((name) => {
        const input = isShown(name, context) ? described(name).input : undefined;
        return input ? [createElement(Fragment, { key: name }, input(context))] : [];
      });
    },
  };
}
