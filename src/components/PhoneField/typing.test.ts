import fc from 'fast-check';
import { createMask, DIRECTION } from 'imask';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz.ts';
import { maskOptions } from '../MaskedInput/MaskedInput';
import { onlyDigits } from '../validation/digits.ts';
import { formatPhone, isValidPhone } from '../validation/phone.ts';
import { phoneMask } from './PhoneField';
import { phoneFromText } from './phoneText.ts';

const { toClean = (v: string) => v, fromClean = (v: string) => v, isFull = () => false } = phoneMask;

/**
 * Types `text` key by key at the end of an empty phone field, as the field does without a DOM: a key
 * into a finished number is refused (the input's `beforeinput`), each key goes through imask, and the
 * form's value is then shown again (the field's next render). Gives the form's value and what is shown.
 */
function typeKeys(text: string): { value: string; shown: string } {
  const masked = createMask(maskOptions(phoneMask));
  for (const key of text) {
    if (isFull(masked.value)) continue;
    masked.splice(masked.displayValue.length, 0, key, DIRECTION.NONE, { input: true, raw: true });
    const shownAgain = fromClean(toClean(masked.unmaskedValue));
    if (shownAgain !== masked.unmaskedValue) masked.unmaskedValue = shownAgain;
  }
  return { value: toClean(masked.unmaskedValue), shown: masked.value };
}

const AREA_CODES = ['11', '12', '19', '21', '22', '24', '27', '28', '31', '35', '38', '41', '47', '51', '53', '55', '61', '68', '71', '73', '79', '81', '89', '91', '99'];
const mobile = fc.tuple(fc.constantFrom(...AREA_CODES), fc.stringMatching(/^[0-9]{8}$/)).map(([ddd, rest]) => `${ddd}9${rest}`).filter(isValidPhone);
const gap = fc.constantFrom('', ' ', '-', '.');
/**
 * The ways a person writes a mobile number before its DDD, each written out as typed. (A carrier code
 * after the trunk zero, '0 21 11 9…', is read when pasted; typed, the trunk zero and the 11 digits after
 * it are read as soon as they are a mobile number.)
 */
const FORMS: ((ddd: string, space: string) => string)[] = [
  (ddd) => ddd,
  (ddd, space) => `(${ddd})${space}`,
  (ddd, space) => `+55${space}${ddd}`,
  (ddd, space) => `+55${space}(${ddd})${space}`,
  (ddd, space) => `0${space}${ddd}`,
  (ddd) => `0${ddd}`,
  (ddd) => `55${ddd}`,
  (ddd, space) => `(0${ddd})${space}`,
  (ddd) => `0xx${ddd}`,
  (ddd) => `(0xx${ddd})`,
  (ddd, space) => `+55${space}(0)${space}${ddd}`,
];

describe('a phone typed key by key', () => {
  it.each([
    '+55 11 98765-4321',
    '+55 (11) 98765-4321',
    '0 11 98765-4321',
    '011 98765-4321',
    '5511987654321',
    '(011) 98765-4321',
    '0xx11 98765-4321',
  ])('%s ends as 11987654321, shown (11) 98765-4321', (typed) => {
    expect(typeKeys(typed)).toEqual({ value: '11987654321', shown: '(11) 98765-4321' });
  });

  it('ends as the same 11 digits in every documented form, as pasting the same text does', () => {
    fc.assert(
      fc.property(mobile, fc.integer({ min: 0, max: FORMS.length - 1 }), gap, gap, (number, form, space, dash) => {
        const typed = `${FORMS[form]?.(number.slice(0, 2), space) ?? ''}${number.slice(2, 7)}${dash}${number.slice(7)}`;
        expect(typeKeys(typed)).toEqual({ value: number, shown: formatPhone(number) });
        expect(phoneFromText(typed)).toBe(number);
      }),
      fuzzParams(300),
    );
  });

  it('never ends as a valid number other than the one its digits give after a documented prefix', () => {
    const key = fc.constantFrom('0', '1', '2', '3', '5', '5', '9', '9', '+', 'x', ' ', '(', ')', '-');
    const typed = fc.oneof(
      fc.array(key, { maxLength: 18 }).map((keys) => keys.join('')),
      fc.tuple(fc.constantFrom('', '+', '+5', '+1', '0', '00', '55', '5', '0x', '+55 5', '0 0'), mobile).map(([lead, number]) => `${lead}${number}`),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const { value, shown } = typeKeys(text);
        // what is shown is the form's value, through the mask
        expect(shown.replace(/[^0-9+]/g, '')).toBe(value);
        if (!isValidPhone(value)) return;
        // a valid value is the last 11 digits typed before the number was complete, after a documented prefix (or none)
        const digits = onlyDigits(text);
        const upTo = digits.indexOf(value) + value.length;
        expect(upTo).toBeGreaterThanOrEqual(value.length);
        expect(digits.slice(0, upTo - value.length)).toMatch(/^(?:55)?(?:|55|0055|0|0[1-9][0-9])$/);
        expect(text.trimStart().startsWith('+') && !/^\s*\+\s*55/.test(text)).toBe(false);
      }),
      fuzzParams(500),
    );
  });
});
