import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import {
  anniversary,
  birthDateError,
  birthDateFromDigits,
  birthDateToDigits,
  formatBirthDate,
  isRealIsoDate,
  isValidBirthDate,
  parseBirthDate,
  todayIso,
} from './birthDate';

const TODAY = '2026-11-15';

/** Real dates between years 1 and 9999, as ISO. */
const isoDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('isRealIsoDate', () => {
  it('knows the calendar', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2000-02-29')).toBe(true);
    expect(isRealIsoDate('1900-02-29')).toBe(false);
    expect(isRealIsoDate('2023-02-29')).toBe(false);
    expect(isRealIsoDate('2023-04-31')).toBe(false);
    expect(isRealIsoDate('2023-13-01')).toBe(false);
    expect(isRealIsoDate('2023-00-10')).toBe(false);
    expect(isRealIsoDate('0000-01-01')).toBe(false);
    expect(isRealIsoDate('12/04/1990')).toBe(false);
    expect(isRealIsoDate('1990-4-12')).toBe(false);
  });

  it('agrees with the JavaScript calendar on every date', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(isRealIsoDate(iso)).toBe(true);
      }),
      fuzzParams(300),
    );
  });
});

describe('todayIso', () => {
  it('takes the local calendar day of a Date, or an ISO date as it is', () => {
    expect(todayIso(new Date(2026, 10, 15, 23, 59))).toBe('2026-11-15');
    expect(todayIso(TODAY)).toBe(TODAY);
  });

  it('refuses an injected today that is not a date: a programming error', () => {
    expect(() => todayIso('15/11/2026')).toThrow(RangeError);
    expect(() => todayIso(new Date('x'))).toThrow(RangeError);
  });
});

describe('formatBirthDate, parseBirthDate and the input digits', () => {
  it('convert between ISO and DD/MM/AAAA', () => {
    expect(formatBirthDate('1990-04-12')).toBe('12/04/1990');
    expect(parseBirthDate('12/04/1990')).toBe('1990-04-12');
    expect(parseBirthDate('12041990')).toBe('1990-04-12');
    expect(parseBirthDate(' １２/０４/１９９０ ')).toBe('1990-04-12');
    expect(parseBirthDate('31/02/1990')).toBeNull();
    expect(parseBirthDate('12/04/90')).toBeNull();
    expect(parseBirthDate('')).toBeNull();
  });

  it('mask partial values as far as they go', () => {
    expect(formatBirthDate('1204')).toBe('12/04');
    expect(formatBirthDate('120')).toBe('12/0');
  });

  it('round-trip every real date: parse(format(iso)) = iso', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(parseBirthDate(formatBirthDate(iso))).toBe(iso);
      }),
      fuzzParams(300),
    );
  });

  it('round-trip what the input holds: toDigits(fromDigits(digits)) = digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,8}$/), (digits) => {
        expect(birthDateToDigits(birthDateFromDigits(digits))).toBe(digits);
      }),
      fuzzParams(300),
    );
  });

  it('round-trip the form values: fromDigits(toDigits(value)) = value for partial digits and ISO-shaped values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[0-9]{0,7}$/), fc.stringMatching(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)), (value) => {
        expect(birthDateFromDigits(birthDateToDigits(value))).toBe(value);
      }),
      fuzzParams(300),
    );
  });
});

describe('anniversary', () => {
  it('puts the birthday of someone born on 29 February on 1 March in years that are not leap', () => {
    expect(anniversary('2008-02-29', 18)).toBe('2026-03-01');
    expect(anniversary('2006-02-29', 18)).toBeNull();
    expect(anniversary('2004-02-29', 20)).toBe('2024-02-29');
    expect(anniversary('2008-02-28', 18)).toBe('2026-02-28');
  });
});

describe('birthDateError', () => {
  it('asks for the date when empty', () => {
    expect(birthDateError('', { today: TODAY })).toBe('Campo obrigatório');
    expect(birthDateError('', { today: TODAY, required: false })).toBeNull();
  });

  it('says "Data de nascimento inválida" unless a real date before today', () => {
    for (const value of ['2026-11-15', '2026-11-16', '2030-01-01', '1990-02-30', '1204', '12/04/1990', '1890-01-01']) {
      expect(birthDateError(value, { today: TODAY })).toBe('Data de nascimento inválida');
    }
  });

  it('says "Você precisa ser maior de 18 anos" until the 18th birthday', () => {
    expect(birthDateError('2008-11-16', { today: TODAY })).toBe('Você precisa ser maior de 18 anos');
    expect(birthDateError('2008-11-15', { today: TODAY })).toBeNull();
    expect(birthDateError('1990-04-12', { today: TODAY })).toBeNull();
    expect(isValidBirthDate('1990-04-12', TODAY)).toBe(true);
  });

  it('makes someone born on 29 February 18 on 1 March of a year that is not leap', () => {
    expect(birthDateError('2008-02-29', { today: '2026-02-28' })).toBe('Você precisa ser maior de 18 anos');
    expect(birthDateError('2008-02-29', { today: '2026-03-01' })).toBeNull();
  });

  it('waits for the 8 digits while typing', () => {
    expect(birthDateError('1204', { today: TODAY, whileTyping: true })).toBeNull();
    expect(birthDateError('2010-04-12', { today: TODAY, whileTyping: true })).toBe('Você precisa ser maior de 18 anos');
  });

  it('accepts exactly the people who are 18 or older, by year, month and day', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (born, today) => {
        fc.pre(born < today && born >= `${String(Number(today.slice(0, 4)) - 130).padStart(4, '0')}${today.slice(4)}`);
        const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
        const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
        // the plain count also puts a 29 February birthday on 1 March in a year that is not leap
        const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
        expect(birthDateError(born, { today }) === null).toBe(age >= 18);
      }),
      fuzzParams(300),
    );
  });
});
