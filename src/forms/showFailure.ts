import type { FieldValues, Path } from 'react-hook-form';
import type { FormErrors, ValidatedForm } from '../components/Form';
import { type Failure } from '../relay/failure';
import { messagesFor } from '../relay/failureMessages';

/** `{ offline: true }` for a lost connection, nothing for any other failure. */
export const offlineMark = (failure: Failure): { offline?: true } => (failure.kind === 'network' ? { offline: true } : {});

/**
 * Shows a classified failure on a form: server validation of one of `fields` under that field (and
 * in the summary), everything else in Portuguese in the list under the form; a lost connection is
 * marked `offline` (the form offers to send again and clears it once back online). The screen handles the
 * kinds it words itself (an unconfirmed account, an ended session) before calling this.
 */
export function showFailure<V extends FieldValues>(form: ValidatedForm<V>, failure: Failure, fields: readonly Path<V>[], extra: Omit<FormErrors<V>, 'fieldErrors' | 'generalErrors'> = {}): void {
  const { fieldErrors, generalErrors } = messagesFor(failure, fields);
  const joined: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) if (Array.isArray(messages)) joined[name] = messages.join(' ');
  form.showErrors({ ...extra, fieldErrors: joined as FormErrors<V>['fieldErrors'], generalErrors, ...offlineMark(failure) });
}
