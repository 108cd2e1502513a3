import { useLayoutEffect, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { ValidatedForm } from '../components/Form';
import { readFormDraft, useFormDraft } from '../services/session';

/**
 * A signed-in form's draft (`useFormDraft`: kept in this tab while the person types) put back as the
 * form opens, over what was loaded: what they typed before their session ended wins, and each restored
 * field with a value is checked, unless the form checks on submit only (`validate: 'submit'`). `restored`
 * says a draft was put back (until `clear`, after a save).
 */
export function useRestoredDraft<V extends FieldValues>(name: string, form: ValidatedForm<V>, fields: readonly Path<V>[]): { restored: boolean; clear: () => void } {
  const draft = useFormDraft(name, form.hookForm, fields);
  const [restored, setRestored] = useState(() => Object.keys(readFormDraft(name, fields)).length > 0);
  const { restore } = draft;

  // In the commit that first shows the form, so the note saying the draft is back never shows over the
  // loaded values: a passive effect could come a task later, after a paint (and, under load, after a
  // story's play had read the field: ProfileUpdate's DraftRestored once failed so).
  useLayoutEffect(() => {
    if (!restore() || form.options.validate === 'submit') return;
    const values = form.hookForm.getValues();
    for (const field of fields) if (values[field] !== '') form.check(field, false);
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restore]);

  const clear = () => {
    draft.clear();
    setRestored(false);
  };
  return { restored, clear };
}
