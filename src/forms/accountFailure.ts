import type { FieldValues } from 'react-hook-form';
import type { FormErrors, ValidatedForm } from '../components/Form';
import { classifyFailure } from '../relay/failure';
import { messagesFor } from '../relay/failureMessages';
import { clearSession } from '../services/session';
import { offlineMark } from './showFailure';

/**
 * A failed signed-in account mutation (`changePassword`, `changeEmail`, `changeUnconfirmedEmail`,
 * `updateProfile`…), as its form shows it: the session is gone, or messages under the form's own
 * fields plus a general list.
 */
export type AccountFailure<F extends string> =
  | { kind: 'unauthenticated' }
  | { kind: 'messages'; fieldErrors: Partial<Record<F, string>>; generalErrors: string[] };

/**
 * Maps any failure (through `classifyFailure`) for a form with `fields`: `UNAUTHENTICATED` → the
 * session is over; server validation of one of `fields` (keys may come prefixed, `input.newEmail`)
 * → under that field, joined; everything else → the general list, in Portuguese. Never throws.
 */
export function classifyAccountFailure<F extends string>(error: unknown, fields: readonly F[], nowMs: number = Date.now()): AccountFailure<F> {
  const failure = classifyFailure(error, nowMs);
  if (failure.kind === 'unauthenticated') return failure;
  const { fieldErrors, generalErrors } = messagesFor(failure, fields);
  const joined: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const messages = fieldErrors[field];
    if (messages?.length) joined[field] = messages.join(' ');
  }
  return { kind: 'messages', fieldErrors: joined, generalErrors };
}

/**
 * Shows a signed-in account form's failure (`classifyAccountFailure`): an ended session ends here too
 * (`clearSession`), and the shell sends the person to sign in and back, the form's draft keeping what
 * was typed; anything else goes under the form's fields and in the list under the form (a lost
 * connection marked `offline`, as `showFailure` does).
 */
export function showAccountFailure<V extends FieldValues, F extends keyof V & string>(
  form: ValidatedForm<V>,
  error: unknown,
  fields: readonly F[],
  summaryTitle: string,
): void {
  const failure = classifyAccountFailure(error, fields);
  if (failure.kind === 'unauthenticated') return clearSession();
  form.showErrors({ fieldErrors: failure.fieldErrors as FormErrors<V>['fieldErrors'], generalErrors: failure.generalErrors, summaryTitle, ...offlineMark(classifyFailure(error)) });
}
