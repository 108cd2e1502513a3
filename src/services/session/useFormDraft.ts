import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { MAX_KEPT_TEXT_LENGTH, sessionStore } from '../storage';

const SAVE_DELAY_MS = 300;

function draftKey(name: string): string {
  return `draft:${name}`;
}

/** The stored draft's values for `fields`: strings and booleans only; anything else is ignored. */
export function readFormDraft(name: string, fields: readonly string[]): Record<string, string | boolean> {
  const raw = sessionStore.getJson(draftKey(name));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const draft: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value: unknown = Object.hasOwn(raw, field) ? (raw as Record<string, unknown>)[field] : undefined;
    if (typeof value === 'boolean' || (typeof value === 'string' && value.length <= MAX_KEPT_TEXT_LENGTH)) draft[field] = value;
  }
  return draft;
}

/**
 * Keeps what a signed-in form's person typed (only `fields`: never a password) in this tab's
 * sessionStorage while they type, and puts it back when the form opens again — so a session
 * that ends mid-way (the shell sends them to sign in and back) loses nothing, nor does a reload or a
 * tab the phone discards in the background. Call `restore()` once the form's own values are in place
 * (after a profile loads), and `clear()` after saving.
 */
export function useFormDraft<T extends FieldValues>(name: string, form: Pick<UseFormReturn<T>, 'watch' | 'setValue'>, fields: readonly Path<T>[]) {
  const { watch, setValue } = form;
  const fieldsRef = useRef(fields);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<Record<string, unknown> | null>(null);

  useEffect(() => {
    const save = () => {
      if (pending.current) sessionStore.setJson(draftKey(name), pending.current);
      pending.current = null;
    };
    const subscription = watch((values) => {
      const draft: Record<string, unknown> = {};
      for (const field of fieldsRef.current) draft[field] = (values as Record<string, unknown>)[field];
      pending.current = draft;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(save, SAVE_DELAY_MS);
    });
    // A reload or a closed tab within the save delay: the page goes, with no unmount to save it. A hidden
    // tab may be discarded by a phone with no pagehide at all, and its timers are slowed: saved as it hides.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
      window.clearTimeout(timer.current);
      // The form is leaving (a session that ended, a navigation): what was typed last must not be lost.
      save();
    };
  }, [watch, name]);

  const restore = useCallback(() => {
    const draft = readFormDraft(name, fieldsRef.current);
    for (const [field, value] of Object.entries(draft)) {
      setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    return Object.keys(draft).length > 0;
  }, [name, setValue]);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    sessionStore.remove(draftKey(name));
  }, [name]);

  return { restore, clear };
}
