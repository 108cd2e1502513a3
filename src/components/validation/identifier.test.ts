import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { onlyDigits } from '../../components';
import { caretAfterDigits, displayIdentifier, identifierProblem, identifierVariable, looksLikeCpf } from './identifier';

describe('identifier recognition', () => {
  it.each([
    ['52998224725', '529.982.247-25', '52998224725'],
    ['529.982.247-25', '529.982.247-25', '52998224725'],
    ['5299', '529.9', '5299'],
    ['529.', '529', '529'],
    // a 12th digit stays, after the mask: the first 11 are a valid CPF, which must not be signed in with
    ['295379955930', '295.379.955-930', '295379955930'],
  ])('masks %s typed as a CPF as %s and sends %s', (typed, shown, sent) => {
    expect(looksLikeCpf(typed)).toBe(true);
    expect(displayIdentifier(typed)).toBe(shown);
    expect(identifierVariable(typed)).toBe(sent);
  });

  it.each([
    ['maria.silva@exemplo.com.br', 'maria.silva@exemplo.com.br'],
    ['  Maria@Exemplo.com ', 'Maria@Exemplo.com'],
    ['529a', '529a'],
    ['123 456', '123 456'],
  ])('leaves %j as typed (an e-mail or anything else) and sends it trimmed', (typed, sent) => {
    expect(looksLikeCpf(typed)).toBe(false);
    expect(displayIdentifier(typed)).toBe(typed);
    expect(identifierVariable(typed)).toBe(sent);
  });

  it('is not a CPF without a digit', () => {
    expect(looksLikeCpf('')).toBe(false);
    expect(looksLikeCpf('.-')).toBe(false);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['529.982', 'cpfIncomplete'],
    ['529982247251', 'cpfIncomplete'],
    ['52998224725', null],
    ['maria@exemplo.com.br', null],
    ['295.379.955-930', 'cpfIncomplete'],
  ])('finds the problem of %j: %s', (typed, problem) => {
    expect(identifierProblem(typed)).toBe(problem);
  });

  it('puts the caret after the same number of digits', () => {
    expect(caretAfterDigits('529.982.247-25', 3)).toBe(3);
    expect(caretAfterDigits('529.982.247-25', 4)).toBe(5);
    expect(caretAfterDigits('529.982.247-25', 11)).toBe(14);
    expect(caretAfterDigits('529', 0)).toBe(0);
    expect(caretAfterDigits('529', 7)).toBe(3);
  });

  it('never throws, and masking is stable (what is shown gives the same value again)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        const shown = displayIdentifier(typed);
        expect(displayIdentifier(shown)).toBe(shown);
        expect(identifierVariable(shown)).toBe(identifierVariable(typed));
        identifierProblem(typed);
        expect(caretAfterDigits(shown, typed.length)).toBeLessThanOrEqual(shown.length);
      }),
      fuzzParams(),
    );
  });

  it('sends only the digits of anything typed as a CPF', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', '-') }), (typed) => {
        fc.pre(looksLikeCpf(typed));
        expect(identifierVariable(displayIdentifier(typed))).toBe(onlyDigits(typed));
      }),
      fuzzParams(),
    );
  });
});
