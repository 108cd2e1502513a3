import { classifyAccountFailure } from '../../../forms/accountFailure';

/** A failure of a signed-in profile operation, as the profile screens show it. */
export type ProfileFailure<Field extends string> =
  /** The session ended on the server: the screen ends it here too, and the shell sends the person to sign in and back. */
  | { kind: 'unauthenticated' }
  /** Messages under fields (joined), and the rest for the list under the form. */
  | { kind: 'failed'; fieldErrors: Partial<Record<Field, string>>; generalErrors: string[] };

/**
 * Sorts any failure of `me`, `updateProfile` or `completePersonalInformation` the way every
 * signed-in account form does (`classifyAccountFailure`): `UNAUTHENTICATED`, server validation of
 * one of `fields` under that field, everything else in Portuguese for the list under the form.
 * Never throws.
 */
export function classifyProfileFailure<Field extends string>(error: unknown, fields: readonly Field[], nowMs: number = Date.now()): ProfileFailure<Field> {
  const failure = classifyAccountFailure(error, fields, nowMs);
  return failure.kind === 'unauthenticated' ? failure : { ...failure, kind: 'failed' };
}

/** Whether a failure (of a query or a mutation) says the session ended on the server. */
export function isUnauthenticated(error: unknown): boolean {
  return classifyProfileFailure(error, []).kind === 'unauthenticated';
}
