import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { MAX_KEPT_TEXT_LENGTH, sessionStore } from '../storage';
import { readSessionState } from './session';
import { readTokenSubject } from './token';

const SAVE_DELAY_MS = 300;

/** Every form draft's sessionStorage key starts so (`forgetAccountOnThisDevice` removes them all). */
export const DRAFT_KEY_PREFIX = 'draft:';

/**
 * Where `name`'s draft is kept now: `draft:<name>:<account>` while signed in (the account is the
 * token's `sub`), so no account is ever offered another's draft; `draft:<name>` while signed out (a
 * form open without a session, such as correcting an unconfirmed sign-up's address). Null for a
 * session whose token names no account: its draft could not be told from another person's, so none is kept.
 */
export function draftKeyFor(name: string): string | null {
  const state = readSessionState();
  if (state.status !== 'active') return `${DRAFT_KEY_PREFIX}${name}`;
  const account = readTokenSubject(state.session.token);
  return account === null ? null : `${DRAFT_KEY_PREFIX}${name}:${account}`;
}

function readDraftAt(key: string | null, fields: readonly string[]): Record<string, string | boolean> {
  if (key === null) return {};
  const raw = sessionStore.getJson(key);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const draft: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value: unknown = Object.hasOwn(raw, field) ? (raw as Record<string, unknown>)[field] : undefined;
    if (typeof value === 'boolean' || (typeof value === 'string' && value.length <= MAX_KEPT_TEXT_LENGTH)) draft[field] = value;
  }
  return draft;
}

/** The draft of `name` kept for whoever is signed in now: its values for `fields`, strings and booleans only; anything else is ignored. */
export function readFormDraft(name: string, fields: readonly string[]): Record<string, string | boolean> {
  return readDraftAt(draftKeyFor(name), fields);
}

/**
 * Keeps what a signed-in form's person typed (only `fields`: never a password) in this tab's
 * sessionStorage while they type, and puts it back when the form opens again — so a session
 * that ends mid-way (the shell sends them to sign in and back) loses nothing, nor does a reload or a
 * tab the phone discards in the background. Call `restore()` once the form's own values are in place
 * (after a profile loads), and `clear()` after saving. The draft belongs to the account signed in when
 * the form opened (`draftKeyFor`): it is saved there even after that session has ended.
 */
export function useFormDraft<T extends FieldValues>(name: string, form: Pick<UseFormReturn<T>, 'watch' | 'setValue'>, fields: readonly Path<T>[]) {
  const { watch, setValue } = form;
  const fieldsRef = useRef(fields);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<Record<string, unknown> | null>(null);
  // Whose draft this is, fixed as the form opens: a session that ends mid-way still saves to its account.
  const key = useMemo(() => draftKeyFor(name), [name]);

  useEffect(() => {
    const save = () => {
      if (pending.current && key !== null) sessionStore.setJson(key, pending.current);
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
  }, [watch, key]);

  const restore = useCallback(() => {
    const draft = readDraftAt(key, fieldsRef.current);
    for (const [field, value] of Object.entries(draft)) {
      setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    return Object.keys(draft).length > 0;
  }, [key, setValue]);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    if (key !== null) sessionStore.remove(key);
  }, [key]);

  return { restore, clear };
}
