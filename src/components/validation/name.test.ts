import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { NAME_MAX_LENGTH, nameError } from './name';

describe('nameError', () => {
  it("says 'Campo obrigatório' for an empty name or one of spaces only", () => {
    for (const value of ['', '   ', '\n\t']) expect(nameError(value)).toBe('Campo obrigatório');
  });

  it('takes a name of up to 200 characters, not counting the spaces around it', () => {
    expect(NAME_MAX_LENGTH).toBe(200);
    expect(nameError('Maria da Silva')).toBeNull();
    expect(nameError('a'.repeat(200))).toBeNull();
    expect(nameError(`  ${'a'.repeat(200)}  `)).toBeNull();
  });

  it('says how long a name may be past 200 characters, however long it is', () => {
    expect(nameError('a'.repeat(201))).toBe('O nome pode ter até 200 caracteres.');
    expect(nameError(`Maria ${'a'.repeat(10_000)}`)).toBe('O nome pode ter até 200 caracteres.');
  });

  it('is null exactly for a name with something in it and at most 200 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 20 }), fc.string({ minLength: 195, maxLength: 210 })), (value) => {
        const trimmed = value.trim();
        expect(nameError(value) === null).toBe(trimmed !== '' && trimmed.length <= 200);
      }),
      fuzzParams(300),
    );
  });
});
