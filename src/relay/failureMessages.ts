import { failureMessages, type Failure } from './failure';

/** A failure as a form shows it: messages under the form's own `fields`, the rest for the list under the form. */
export interface FailureMessages<F extends string> {
  fieldErrors: Partial<Record<F, string[]>>;
  generalErrors: string[];
}

/**
 * Spreads a failure over a form with `fields`: server validation of one of them goes under it; every
 * other validation entry's messages are joined into one general message; any other kind gives its
 * message (the screen maps the kinds it words itself before calling this).
 */
export function messagesFor<F extends string>(failure: Failure, fields: readonly F[]): FailureMessages<F> {
  const result: FailureMessages<F> = { fieldErrors: {}, generalErrors: [] };
  if (failure.kind === 'rejected') {
    const isField = (name: string): name is F => (fields as readonly string[]).includes(name);
    for (const [name, messages] of Object.entries(failure.fieldErrors)) {
      if (isField(name)) (result.fieldErrors[name] ??= []).push(...messages);
      else result.generalErrors.push(messages.join(' '));
    }
    result.generalErrors.push(...failure.messages);
  } else if (failure.kind === 'unauthenticated') {
    result.generalErrors.push(failureMessages.unexpected);
  } else if (failure.kind !== 'unconfirmed') {
    // (An unconfirmed account is no message: the screen sends the person to /unconfirmed-user.)
    result.generalErrors.push(failure.message);
  }
  result.generalErrors = [...new Set(result.generalErrors)];
  const explained = failure.kind === 'unconfirmed' || result.generalErrors.length > 0 || Object.keys(result.fieldErrors).length > 0;
  if (!explained) result.generalErrors.push(failureMessages.unexpected);
  return result;
}
