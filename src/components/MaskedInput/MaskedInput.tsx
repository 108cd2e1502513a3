'use client';

import { createContext, forwardRef, memo, useContext, useLayoutEffect, useMemo, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
// react-imask's own entry loads the whole of imask, every kind of mask with it (numbers, dates, ranges,
// dynamic masks: about 5 kB brotli that no field uses). Its input loads imask's core; the fields' masks
// are patterns (with regular-expression slots) and, for what overflows, a function.
import IMaskInput from 'react-imask/esm/input';
import 'imask/esm/masked/pattern';
import 'imask/esm/masked/function';
import { FormField, type FormFieldProps, type PropsAFieldKindSets } from '../FormField';
import { useMessages } from '../messages';
import { onlyDigits } from '../validation/digits.ts';

/** How one kind of masked input shows and cleans its value. */
export interface MaskSpec {
  /** The display mask in imask syntax: '0' is a digit, '#' a letter A–Z or a digit, anything else is shown as it is. */
  pattern: string;
  /**
   * Turns what is typed, pasted or autofilled into the characters the mask takes, dropping the rest
   * (default: the digits, any Unicode digit as ASCII). The mask's own punctuation is dropped too: the
   * mask puts it back. Whatever reaches imask must be acceptable, because imask shows a pending
   * literal ('(' or '.') before it finds out that the next character is refused. `mask.unmaskedValue`
   * holds what comes before the text, for masks whose slots differ.
   */
  prepare?: (text: string, mask: { unmaskedValue: string }) => string;
  /** The form value for the characters the mask holds (default: those characters). */
  toClean?: (unmasked: string) => string;
  /** The characters the mask holds for a form value: the inverse of `toClean` (default: the value). */
  fromClean?: (clean: string) => string;
  /**
   * Keep what does not fit (default false: dropped). When true, characters beyond the mask's slots
   * (up to OVERFLOW_LIMIT more) that arrive at once (a paste, autofill, drop, or the form's own value)
   * are shown right after the mask and handed to the form in the clean value, so the form's validation
   * flags the value instead of getting a shorter one that may look valid. A key typed into a full
   * mask is still refused, as before.
   */
  keepOverflow?: boolean;
  /**
   * What a paste, drop or autofill means: called with the text that arrives at once (more than one
   * character; never with typing, nor with the form's own value), it returns the text the mask
   * takes instead, before `prepare`. The phone drops a country code or trunk prefix here.
   */
  interpret?: (text: string) => string;
  /**
   * What may be typed before the pattern, held and shown as typed (the phone's '+55' or trunk zero, so
   * that its digits are not locked into the pattern's first slots): a test of that text. Its characters
   * come through `prepare`; `toClean` reads them with the rest.
   */
  prefix?: (typed: string) => boolean;
  /**
   * Whether the text on screen takes no more typed keys, with `keepOverflow` (default: every slot of
   * the pattern is taken). A key typed then is refused, as a mask without overflow does.
   */
  isFull?: (shown: string) => boolean;
}

/**
 * How many characters an over-long value keeps beyond its mask: enough to see and correct any paste
 * a person makes; a pathological one (10,000 digits) is cut there, still longer than the mask, so
 * still flagged, and the field stays fast.
 */
export const OVERFLOW_LIMIT = 40;

/**
 * Props MUI passes to an `inputComponent`. `pattern`, `min`, `max` and `maxLength` are left out:
 * react-imask would read them as mask options.
 */
export interface MaskedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'pattern' | 'min' | 'max' | 'maxLength'> {
  /** The clean form value, for an input used outside `MaskedField` (inside it, the value comes through context). */
  value?: unknown;
}

/**
 * The clean value and its change, from MaskedField to its input, past MUI: a key then re-renders the
 * input alone, not the label, outline, hint and error around it (their styles are most of a key's
 * work on a slow phone). The change goes this way, not through MUI's onChange, which expects a real
 * ChangeEvent: faking one (MUI's recipe casts to `any`) would hand a half event to its listeners.
 */
const CleanValue = createContext<{ value: string; onChange: (value: string) => void } | null>(null);

const definitions = { '#': /[0-9A-Z]/ };
const same = (value: string) => value;

/** The imask block after the pattern's last slot that holds what does not fit; any name the patterns never use. */
const OVERFLOW_BLOCK = 'OVERFLOW';
/** The imask block before the pattern that holds a `prefix`. */
const PREFIX_BLOCK = 'PREFIX';

/** imask's append flags, as far as they matter here: `input` for an edit, `tail` for the text after it, put back. */
interface AppendFlags {
  input?: boolean;
  tail?: boolean;
}

/** The number of characters a pattern holds: its slots ('0', '#', and imask's own 'a' and '*'). */
export function maskCapacity(pattern: string): number {
  return pattern.replace(/[^0#a*]/g, '').length;
}

/**
 * The imask options of a mask: the pattern (with an overflow block when `keepOverflow`), and a
 * `prepare` that interprets what arrives at once, filters it, and caps what overflows. Shared by the
 * input and by tests that drive the same mask without a DOM.
 */
export function maskOptions({ pattern, prepare = onlyDigits, interpret, keepOverflow = false, prefix }: MaskSpec) {
  const limit = maskCapacity(pattern) + OVERFLOW_LIMIT;
  const blocks = {
    ...(prefix ? { [PREFIX_BLOCK]: { mask: prefix } } : {}),
    ...(keepOverflow ? { [OVERFLOW_BLOCK]: { mask: (_value: string) => true } } : {}),
  };
  const options = {
    mask: `${prefix ? PREFIX_BLOCK : ''}${pattern}${keepOverflow ? OVERFLOW_BLOCK : ''}`,
    definitions,
    // Backspace removes a digit, never just a dot or dash, and leaves no punctuation dangling at the end
    eager: 'remove' as const,
    prepare: (text: string, mask: { unmaskedValue: string }, flags?: AppendFlags) => {
      const arrivedAtOnce = interpret !== undefined && flags?.input === true && flags.tail !== true && text.length > 1;
      const accepted = prepare(arrivedAtOnce ? interpret(text) : text, mask);
      return keepOverflow ? accepted.slice(0, Math.max(0, limit - mask.unmaskedValue.length)) : accepted;
    },
  };
  return prefix || keepOverflow ? { ...options, blocks } : options;
}

/**
 * Refuses a typed key (one character) when the mask is full and nothing is selected, as a mask without
 * overflow does: typing stays as it was, and only what arrives at once (a paste, autofill, drop, a
 * keyboard's suggestion) overflows, to be shown and flagged. A native `beforeinput` listener: React's
 * `onBeforeInput` is built from other events.
 */
function refuseKeyWhenFull(isFull: (shown: string) => boolean) {
  return (event: Event) => {
    const input = event.currentTarget;
    if (!(input instanceof HTMLInputElement) || !(event instanceof InputEvent)) return;
    if (event.inputType !== 'insertText' || [...(event.data ?? '')].length !== 1) return;
    if (input.selectionStart !== input.selectionEnd) return;
    if (isFull(input.value)) event.preventDefault();
  };
}

/** Whether every slot of the spec's pattern is taken, read from the text on screen. */
function slotsTaken({ pattern, prepare = onlyDigits }: MaskSpec) {
  const capacity = maskCapacity(pattern);
  return (shown: string) => prepare(shown, { unmaskedValue: '' }).length >= capacity;
}

/** Text a person typed into a server-rendered input before the app hydrated it, and where their caret was. */
interface TypedBeforeMount {
  element: HTMLInputElement;
  text: string;
  start: number | null;
  end: number | null;
}

/**
 * Takes out of `element` the text a person typed before the app hydrated it (its value differs from
 * the one it was rendered with), so that imask starts from the rendered value: imask would mask that
 * text as it starts, and react-imask would then set the form's value over it, leaving the field empty
 * on screen until the app hands the text over (src/app/prerenderedPage.ts), and masking it twice.
 */
function setAside(element: HTMLInputElement): TypedBeforeMount | null {
  if (element.value === element.defaultValue) return null;
  const typed = { element, text: element.value, start: element.selectionStart, end: element.selectionEnd };
  element.value = element.defaultValue;
  return typed;
}

/** Puts the text set aside back as the person left it, caret included, for the app to hand over. */
function putBack({ element, text, start, end }: TypedBeforeMount): void {
  element.value = text;
  if (start !== null && end !== null && element.ownerDocument.activeElement === element) element.setSelectionRange(start, end);
}

/**
 * An input for MUI's `inputComponent`, rendered inside `MaskedField`, that shows the value through a
 * mask and reports the clean value. imask owns the text and the caret, so an edit in the middle keeps
 * the caret where it was, and paste and autofill of masked or bare text work.
 * Call it once per kind of mask, at module level: the component must keep its identity.
 */
export function createMaskedInput(spec: MaskSpec) {
  const { toClean = same, fromClean = same } = spec;
  const options = maskOptions(spec);
  const onBeforeInput = spec.keepOverflow ? refuseKeyWhenFull(spec.isFull ?? slotsTaken(spec)) : undefined;
  return forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput({ value, onChange: _muiChange, ...input }, ref) {
    const binding = useContext(CleanValue);
    const onCleanChange = binding?.onChange;
    const given = binding ? binding.value : value;
    const clean = typeof given === 'string' ? given : '';
    const typedBefore = useRef<TypedBeforeMount | null>(null);
    // After imask has started (its componentDidMount runs before this effect, in the same commit):
    // what the person had typed is back on screen before the browser paints again.
    useLayoutEffect(() => {
      const typed = typedBefore.current;
      typedBefore.current = null;
      if (typed) putBack(typed);
    }, []);
    return (
      <IMaskInput
        {...input}
        {...options}
        unmask
        value={fromClean(clean)}
        inputRef={(element: HTMLInputElement | null) => {
          // react-imask calls this once on mount, before imask starts: the native listener dies with the element
          if (element && onBeforeInput) element.addEventListener('beforeinput', onBeforeInput);
          if (element) typedBefore.current = setAside(element);
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        onAccept={(unmasked: string, _mask, event) => {
          // imask also reports values set from props (no event): those go back to the form only when
          // the mask changed them; what the user does always goes back, even if props are a render behind
          const next = toClean(unmasked);
          if (event !== undefined || next !== clean) onCleanChange?.(next);
        }}
      />
    );
  });
}

/**
 * Props of the masked fields (CpfField, PhoneField…): controlled by the clean value, so they bind to
 * react-hook-form's `Controller` (`const { ref, ...field } = controller.field; <CpfField {...field} inputRef={ref} />`).
 */
export interface MaskedFieldProps
  extends Omit<FormFieldProps, PropsAFieldKindSets | 'label' | 'hint' | 'value' | 'defaultValue' | 'onChange' | 'slots'> {
  /** The clean value (see each field); the mask is display only. */
  value: string;
  /** Called with the new clean value when the user types, pastes, autofills or undoes. */
  onChange: (value: string) => void;
  /** The visible label; the field's own copy by default. */
  label?: ReactNode;
  /** Help under the input; the field's own copy by default, `null` for none. */
  hint?: ReactNode;
}

/** Props of `MaskedField`: a FormField whose input is a `createMaskedInput` component. */
export interface MaskedFieldBaseProps extends Omit<FormFieldProps, 'value' | 'defaultValue' | 'onChange' | 'multiline'> {
  /** The clean value. */
  value: string;
  /** Called with the new clean value. */
  onChange: (value: string) => void;
  /** The masked input, made once with `createMaskedInput`. */
  inputComponent: ReturnType<typeof createMaskedInput>;
}

/**
 * The field wrapper for masked inputs: FormField (label, hint, error, ARIA) with the clean value wired through.
 *
 * Use it, with an input from `createMaskedInput`, for a masked field the package lacks (a CEP, a
 * voucher code); the package's own masked fields are built this way.
 */
export function MaskedField({ value, onChange, ...props }: MaskedFieldBaseProps) {
  const binding = useMemo(() => ({ value, onChange }), [value, onChange]);
  return (
    <CleanValue.Provider value={binding}>
      <FieldAroundTheInput {...props} value={value === '' ? '' : FILLED} />
    </CleanValue.Provider>
  );
}

/**
 * What MUI gets for a value that is not empty: it only tells whether the field is filled (the label
 * stays up, the outline keeps its notch); the input reads the value itself from CleanValue.
 */
const FILLED = 'filled';

/** FormField, rendered again only when its own props change: a key changes the input's value alone. */
const FieldAroundTheInput = memo(FormField);

/** One of the package's own masked fields: its copy, its mask and the keyboard and autofill of its input. */
export interface MaskedFieldKind {
  /** The copy's key in MessagesProvider ('cpfField'). */
  messagesKey: string;
  /** The copy: the label and the hint. */
  messages: { label: ReactNode; hint: ReactNode };
  /** The masked input, made once with `createMaskedInput`. */
  input: ReturnType<typeof createMaskedInput>;
  /** The input's type, keyboard, autofill token and other attributes. */
  attributes: Pick<FormFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'htmlInputProps'>;
}

/** A kind of masked field, made once at module level (its input must keep its identity). */
export function maskedFieldKind(
  messagesKey: string,
  messages: MaskedFieldKind['messages'],
  mask: MaskSpec,
  attributes: MaskedFieldKind['attributes'],
): MaskedFieldKind {
  return { messagesKey, messages, input: createMaskedInput(mask), attributes };
}

/**
 * The body of CpfField, CnpjField, PhoneField and BirthDateField: the kind's label and hint unless the
 * props give them (`hint={null}` for none), its copy overridable through MessagesProvider.
 */
export function MaskedFieldOfKind({ kind, label, hint, ...props }: MaskedFieldProps & { kind: MaskedFieldKind }) {
  const messages = useMessages(kind.messagesKey, kind.messages);
  return (
    <MaskedField
      {...props}
      {...kind.attributes}
      label={label ?? messages.label}
      hint={hint === undefined ? messages.hint : hint}
      inputComponent={kind.input}
    />
  );
}
