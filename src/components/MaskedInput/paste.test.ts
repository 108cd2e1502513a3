import fc from 'fast-check';
import { createMask, DIRECTION } from 'imask';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz.ts';
import { birthDateMask } from '../BirthDateField/BirthDateField.tsx';
import { cnpjMask } from '../CnpjField/CnpjField.tsx';
import { cpfMask } from '../CpfField/CpfField.tsx';
import { phoneMask } from '../PhoneField/PhoneField.tsx';
import { phoneFromText } from '../PhoneField/phoneText.ts';
import { birthDateError, birthDateToDigits } from '../validation/birthDate.ts';
import { cleanCnpj, cnpjError } from '../validation/cnpj.ts';
import { cpfError } from '../validation/cpf.ts';
import { normalizeDigits, onlyDigits } from '../validation/digits.ts';
import { validationMessages } from '../validation/messages.ts';
import { phoneError } from '../validation/phone.ts';
import { maskOptions, OVERFLOW_LIMIT, type MaskSpec } from './MaskedInput';

/** Each field's mask, what a person means by a pasted text (after the documented normalisations), and its rule. */
interface PasteCase {
  name: string;
  spec: MaskSpec;
  /** The characters the person meant, by the field's documentation. */
  meant: (text: string) => string;
  /** How many characters the mask has room for. */
  capacity: number;
  error: (clean: string) => string | null;
  invalid: string;
}

const ISO_DATE = /^\s*[0-9]{4}-[0-9]{2}-[0-9]{2}\s*$/;
const today = '2026-11-23';

const cases: PasteCase[] = [
  { name: 'CpfField', spec: cpfMask, meant: onlyDigits, capacity: 11, error: (v) => cpfError(v, { whileTyping: true }), invalid: validationMessages.cpf },
  // the phone: the documented forms read, and another country's '+' kept so that the rule refuses it
  { name: 'PhoneField', spec: phoneMask, meant: phoneFromText, capacity: 11, error: (v) => phoneError(v, { whileTyping: true }), invalid: validationMessages.phone },
  { name: 'CnpjField', spec: cnpjMask, meant: cleanCnpj, capacity: 14, error: (v) => cnpjError(v, { whileTyping: true }), invalid: validationMessages.cnpj },
  {
    name: 'BirthDateField',
    spec: birthDateMask,
    meant: (text) => (ISO_DATE.test(normalizeDigits(text)) ? birthDateToDigits(normalizeDigits(text).trim()) : onlyDigits(text)),
    capacity: 8,
    error: (v) => birthDateError(v, { whileTyping: true, today }),
    invalid: validationMessages.bornOnInvalid,
  },
];

/** Selects everything in a field that holds `before`, pastes `text` as the input does (imask's splice), and gives the clean value. */
function paste({ pattern, toClean = (v) => v, fromClean = (v) => v, ...spec }: MaskSpec, before: string, text: string): string {
  const masked = createMask(maskOptions({ pattern, ...spec }));
  masked.unmaskedValue = fromClean(before);
  masked.splice(0, masked.displayValue.length, text, DIRECTION.NONE, { input: true, raw: true });
  return toClean(masked.unmaskedValue);
}

const separator = fc.constantFrom('', '', ' ', '-', '.', '/', '(', ')', ' - ', '\u00a0');
/** Digits written the ways people write them: separators anywhere, sometimes full-width or Arabic-Indic digits. */
function written(digits: string): fc.Arbitrary<string> {
  return fc.array(separator, { minLength: digits.length + 1, maxLength: digits.length + 1 }).chain((gaps) =>
    fc.constantFrom<(d: string) => string>(
      (d) => d,
      (d) => String.fromCharCode(0xff10 + Number(d)),
      (d) => String.fromCharCode(0x0660 + Number(d)),
    ).map((glyph) => [...digits].map((digit, i) => `${gaps[i] ?? ''}${glyph(digit)}`).join('') + (gaps[digits.length] ?? '')),
  );
}

const mobile = fc.stringMatching(/^[1-9][1-9]9[0-9]{8}$/);
const prefix = fc.constantFrom('', '+55 ', '+55', '55 ', '55', '0', '0 ', '0xx', '0 21 ', '015', '0055 ', '+55 (0) ', '00', '5', '1', '+1 ', '+55 55 ');
const someDigits = fc.stringMatching(/^[0-9]{0,20}$/);
const someCnpjCharacters = fc.stringMatching(/^[0-9A-Za-z]{0,20}$/);
const hostile = fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.constantFrom('😀', '１', '٣', '+', '-', '/', ' ', 'x')), maxLength: 40 });
const aPaste = fc.oneof(
  fc.tuple(prefix, mobile.chain(written)).map(([p, number]) => `${p}${number}`),
  fc.tuple(prefix, someDigits.chain(written)).map(([p, number]) => `${p}${number}`),
  someCnpjCharacters,
  fc.constantFrom('1990-04-12', ' 2001-02-29 ', '1990-04-123', '12/04/19901', '55 (17) 96332-2155', '295379955930', '11.222.333/0001-811', '12.abc.345/01de-X35'),
  hostile,
  fc.constantFrom('7'.repeat(10_000), `${'😀'.repeat(500)}52998224725`),
);
const before = fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9]{1,11}$/));

describe.each(cases)('a paste into $name', ({ spec, meant, capacity, error, invalid }) => {
  it('is stored exactly as meant, or, when longer than the mask, kept whole and flagged with the field’s message', () => {
    fc.assert(
      fc.property(aPaste, before, (text, held) => {
        const intended = meant(text);
        const stored = paste(spec, held, text);
        if (intended.length <= capacity) {
          expect(stored).toBe((spec.toClean ?? ((v: string) => v))(intended));
        } else {
          // never a shorter value: every character meant, up to the overflow limit, so always longer than the mask
          expect(stored).toBe(intended.slice(0, capacity + OVERFLOW_LIMIT));
          expect(error(stored)).toBe(invalid);
        }
      }),
      fuzzParams(200),
    );
  });
});

describe('the documented phone forms, pasted', () => {
  it.each([
    ['55 (17) 96332-2155', '17963322155'],
    ['+55 11 91431-4567', '11914314567'],
    ['55 11 91431-4567', '11914314567'],
    ['0 11 91431-4567', '11914314567'],
    ['011 91431-4567', '11914314567'],
    ['(0xx11) 91431-4567', '11914314567'],
    ['0 21 11 91431-4567', '11914314567'],
    ['0055 11 91431-4567', '11914314567'],
    ['+55 (0) 11 91431-4567', '11914314567'],
  ])('%s is stored as %s', (text, national) => {
    expect(paste(phoneMask, '', text)).toBe(national);
    expect(paste(phoneMask, '11987654321', text)).toBe(national);
  });

  it.each([
    ['55 17 3633-2155', '551736332155'],
    ['(11) 98765-43210', '119876543210'],
    ['1 11 91431-4567', '111914314567'],
  ])('%s keeps every digit (%s) and is flagged', (text, digits) => {
    expect(paste(phoneMask, '', text)).toBe(digits);
    expect(phoneError(digits, { whileTyping: true })).toBe(validationMessages.phone);
  });
});

describe('over-long pastes into the documents', () => {
  it('keep every character and fail validation with the field’s message', () => {
    expect(paste(cpfMask, '', '295379955930')).toBe('295379955930');
    expect(paste(cnpjMask, '', '11.222.333/0001-811')).toBe('112223330001811');
    expect(paste(cnpjMask, '', '12.abc.345/01de-35X')).toBe('12ABC34501DE35X');
    expect(paste(cnpjMask, '', '12.abc.345/01de-X35')).toBe('12ABC34501DEX35');
    expect(paste(birthDateMask, '', '12/04/19901')).toBe('120419901');
    expect(birthDateError('120419901', { whileTyping: true, today })).toBe(validationMessages.bornOnInvalid);
    expect(paste(birthDateMask, '', '12/04/1990')).toBe('1990-04-12');
  });
});
