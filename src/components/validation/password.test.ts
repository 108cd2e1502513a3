import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword, PASSWORD_MIN_LENGTH, passwordError, passwordRules } from './password';

const SPEC_MESSAGE = 'Deve conter no mínimo 8 caracteres; e ao menos uma letra maiúscula, uma minúscula, um número e um símbolo.';

const upper = fc.constantFrom('A', 'Z', 'Ç', 'É', 'Ω');
const lower = fc.constantFrom('a', 'z', 'ç', 'é', 'ω');
const digit = fc.constantFrom('0', '9', '٣', '１');
const symbol = fc.constantFrom('!', '@', '#', '$', '%', '-', '_', '€', '😀');

/** A password meeting every rule: one character of each kind and at least 4 more, shuffled. */
const strongPassword = fc
  .tuple(upper, lower, digit, symbol, fc.array(fc.oneof(upper, lower, digit, symbol), { minLength: 4, maxLength: 12 }))
  .chain(([u, l, d, s, rest]) => fc.shuffledSubarray([u, l, d, s, ...rest], { minLength: rest.length + 4 }))
  .map((chars) => chars.join(''));

const kinds = { upper, lower, digit, symbol };
type Kind = keyof typeof kinds;

/** A password of 8 to 20 characters with no character of the kind it names. */
const passwordMissingOneKind = fc.constantFrom<Kind>('upper', 'lower', 'digit', 'symbol').chain((missing) =>
  fc.tuple(
    fc.constant(missing),
    fc.string({ unit: fc.oneof(...(Object.keys(kinds) as Kind[]).filter((kind) => kind !== missing).map((kind) => kinds[kind])), minLength: 8, maxLength: 20 }),
  ),
);

describe('password rules', () => {
  it('accept a password with every kind of character and at least 8 characters', () => {
    expect(isStrongPassword('Senha@123')).toBe(true);
    expect(passwordError('Senha@123')).toBeNull();
  });

  it('give the spec message for a weak password', () => {
    for (const weak of ['', 'Se@1', 'senha@123', 'SENHA@123', 'Senha@abc', 'Senha1234', 'Senha 123']) {
      expect(isStrongPassword(weak)).toBe(false);
      expect(passwordError(weak)).toBe(SPEC_MESSAGE);
    }
  });

  it('count characters, not UTF-16 units: 7 emoji-padded characters are too short', () => {
    expect(isStrongPassword('Aa1😀😀😀😀')).toBe(false);
    expect(checkPassword('Aa1😀😀😀😀').length).toBe(false);
    expect(isStrongPassword('Aa1😀😀😀😀😀')).toBe(true);
  });

  it('accept every password that has one of each kind and enough characters', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        expect(Array.from(password).length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
        expect(isStrongPassword(password)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reject any password missing one kind of character, naming the rule it breaks', () => {
    fc.assert(
      fc.property(passwordMissingOneKind, ([missing, password]) => {
        expect(checkPassword(password)[missing]).toBe(false);
        expect(isStrongPassword(password)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('judge each rule independently and agree with the list of rules', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (password) => {
        const result = checkPassword(password);
        expect(isStrongPassword(password)).toBe(passwordRules.every((rule) => result[rule.id]));
        expect(passwordError(password) === null).toBe(isStrongPassword(password));
      }),
      { numRuns: 300 },
    );
  });
});
