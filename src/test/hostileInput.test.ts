import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRedirectTarget, safeInternalPath, unquoteStored } from '../services/redirects/urls';
import { sessionStateFrom } from '../services/session/session';
import { readTokenExpiry } from '../services/session/token';
import { unsignedToken } from './tokenFixtures';
import {
  birthDateError,
  cnpjError,
  cpfError,
  emailError,
  formatBirthDate,
  formatCnpj,
  formatCpf,
  formatPhone,
  onlyDigits,
  parseBirthDate,
  phoneError,
} from '../components/validation';
import { GraphQLResponseError, toErrorEntries } from '../relay/errors';
import { classifyFailure } from '../relay/failure';
import { messagesFor } from '../relay/failureMessages';

const normaliseError = (error: unknown) => messagesFor(classifyFailure(error), ['email', 'identity', 'phoneNumber']);
import { parseDraft } from '../screens/signup/Register/draft';
import { signUpForm } from '../screens/signup/Register/signUpForm';
import { fuzzParams } from './fuzz';
import { prefillOf } from '../forms/describe';

/** Halves of surrogate pairs on their own: invalid UTF-16 that JSON, URL and regex code may choke on. */
const loneSurrogate = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF');
const controlCharacter = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f).map((code) => String.fromCharCode(code));

/** Strings full of what breaks parsers: lone surrogates, C0/C1 controls, arbitrary code units. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.array(fc.oneof(loneSurrogate, controlCharacter, fc.string({ maxLength: 3 })), { maxLength: 40 }).map((parts) => parts.join('')),
);

/** A 1,000,000-character string made of a short hostile piece, repeated. */
const hugeString = fc
  .array(fc.oneof(loneSurrogate, controlCharacter, fc.string({ minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(''))
  .filter((piece) => piece.length > 0)
  .map((piece) => piece.repeat(Math.ceil(1_000_000 / piece.length)).slice(0, 1_000_000));

/** Each function the portal runs on text it did not write; each must return, never throw. */
const readers: [string, (input: string) => unknown][] = [
  ['readTokenExpiry', readTokenExpiry],
  ['sessionStateFrom', (input) => sessionStateFrom(input, input, Date.now())],
  ['safeInternalPath', safeInternalPath],
  ['resolveRedirectTarget', (input) => resolveRedirectTarget(input, ['https://parceiro.exemplo.com.br'])],
  ['unquoteStored', unquoteStored],
  ['parsePrefill', (search: string) => prefillOf(signUpForm, search)],
  ['parseDraft', (input) => parseDraft({ name: input, email: input, customersCodes: [input] })],
  ['normaliseError', (input) => normaliseError(new GraphQLResponseError(toErrorEntries([{ message: input, extensions: { validation: { email: input } } }])))],
  ['cpfError', (input) => cpfError(input)],
  ['cnpjError', (input) => cnpjError(input)],
  ['phoneError', (input) => phoneError(input)],
  ['emailError', (input) => emailError(input)],
  ['birthDateError', (input) => birthDateError(input, { today: new Date('2026-11-22T12:00:00Z') })],
  ['parseBirthDate', parseBirthDate],
  ['masks', (input) => [formatCpf(input), formatCnpj(input), formatPhone(input), formatBirthDate(input), onlyDigits(input)]],
];

describe.each(readers)('%s on hostile text', (_name, read) => {
  it('never throws on lone surrogates, control characters or arbitrary code units (property)', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        expect(() => read(input)).not.toThrow();
      }),
      fuzzParams(200),
    );
  });

  it('never throws on 1,000,000 characters (property)', () => {
    // Each run handles a megabyte; the count stays small so the fuzz run ends in minutes.
    const { numRuns, seed } = fuzzParams(3);
    fc.assert(
      fc.property(hugeString, (input) => {
        expect(() => read(input)).not.toThrow();
      }),
      { numRuns: Math.min(numRuns, 25), seed },
    );
  });
});

describe('a token that cannot be trusted is no session', () => {
  const now = Date.parse('2026-11-22T04:00:00Z');

  it('gives no session for garbage (property)', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.stringMatching(/^[A-Za-z0-9_-]{0,20}\.[A-Za-z0-9_-]{0,20}\.[A-Za-z0-9_-]{0,20}$/)), (input) => {
        const state = sessionStateFrom(input, null, now);
        expect(state.status).not.toBe('active');
      }),
      fuzzParams(300),
    );
  });

  it('gives no session for an exp that is not a number (property)', () => {
    const notANumber = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer()), fc.object());
    fc.assert(
      fc.property(notANumber, (exp) => {
        expect(sessionStateFrom(unsignedToken({ exp }), null, now)).toEqual({ status: 'none', malformed: true });
      }),
      fuzzParams(300),
    );
  });
});
