import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { isFilled, requiredError } from './required';

describe('isFilled and requiredError', () => {
  it('treat empty values as missing', () => {
    for (const value of [undefined, null, '', '   ', '\n\t', false, []]) {
      expect(isFilled(value)).toBe(false);
      expect(requiredError(value)).toBe('Campo obrigatório');
    }
  });

  it('treat other values as filled', () => {
    for (const value of ['a', ' a ', 0, true, ['x'], {}]) {
      expect(isFilled(value)).toBe(true);
      expect(requiredError(value)).toBeNull();
    }
  });

  it('take another message', () => {
    expect(requiredError('', 'Digite uma senha')).toBe('Digite uma senha');
  });

  it('call a string filled exactly when it has a character that is not white space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        expect(isFilled(text)).toBe(text.trim().length > 0);
      }),
      fuzzParams(300),
    );
  });
});
