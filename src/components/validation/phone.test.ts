import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { cleanPhone, formatPhone, isValidPhone, nationalPhoneDigits, phoneError, stripBrazilCountryCode } from './phone';

describe('isValidPhone', () => {
  it('wants 11 digits once non-digits are removed, not all the same', () => {
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('１１９８７６５４３２１')).toBe(true);
    expect(isValidPhone('1198765432')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('99999999999')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });

  it('accepts any 11 digits that are not all the same, whatever surrounds them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11}$/), fc.string({ unit: 'grapheme-ascii', maxLength: 5 }), (digits, noise) => {
        const decorated = `${noise.replace(/[0-9]/g, '')}${formatPhone(digits)}`;
        expect(isValidPhone(decorated)).toBe(!/^(.)\1+$/.test(digits));
      }),
      fuzzParams(300),
    );
  });
});

describe('cleanPhone and formatPhone', () => {
  it('mask and unmask', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(cleanPhone('(11) 98765-4321')).toBe('11987654321');
  });

  it('drop a written +55 country code, and only a written one', () => {
    expect(cleanPhone('+55 11 98765-4321')).toBe('11987654321');
    expect(cleanPhone('+ 55 (11) 98765-4321')).toBe('11987654321');
    expect(cleanPhone('55 98765-4321')).toBe('55987654321');
    expect(stripBrazilCountryCode('+５５ 11')).toBe(' 11');
  });

  it('give the digits back: clean(format(digits)) = digits, for up to 11 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,11}$/), (digits) => {
        expect(cleanPhone(formatPhone(digits))).toBe(digits);
      }),
      fuzzParams(300),
    );
  });
});

describe('phoneError', () => {
  it('is optional by default: empty is fine', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('   ')).toBeNull();
    expect(phoneError('', { required: true })).toBe('Campo obrigatório');
  });

  it('says "Número de telefone inválido" for a filled, wrong number', () => {
    expect(phoneError('1198765432')).toBe('Número de telefone inválido');
    expect(phoneError('11111111111')).toBe('Número de telefone inválido');
    expect(phoneError('11987654321')).toBeNull();
  });

  it('waits for the 11th digit while typing', () => {
    expect(phoneError('1198765432', { whileTyping: true })).toBeNull();
    expect(phoneError('11111111111', { whileTyping: true })).toBe('Número de telefone inválido');
  });
});

describe('nationalPhoneDigits', () => {
  it.each([
    ['(11) 91431-4567', '11914314567'],
    ['+55 11 91431-4567', '11914314567'],
    ['+55 (11) 3456-7890', '1134567890'],
    ['55 (17) 96332-2155', '17963322155'],
    ['5517963322155', '17963322155'],
    ['55 11 91431-4567', '11914314567'],
    ['0 11 91431-4567', '11914314567'],
    ['011 91431-4567', '11914314567'],
    ['(0xx11) 91431-4567', '11914314567'],
    ['0 21 11 91431-4567', '11914314567'],
    ['(015 11) 91431-4567', '11914314567'],
    ['0055 11 91431-4567', '11914314567'],
    ['+55 (0) 11 91431-4567', '11914314567'],
    ['+55 0 15 11 91431-4567', '11914314567'],
    ['٥٥ ١١ ٩١٤٣١-٤٥٦٧', '11914314567'],
  ])('reads %s as %s', (text, national) => {
    expect(nationalPhoneDigits(text)).toBe(national);
  });

  it.each([
    // a bare 55 before 9 digits is the DDD of Rio Grande do Sul
    ['55 98765-4321', '55987654321'],
    // what follows the prefix is not a mobile number: a landline, a DDD with a zero, no 9
    ['55 17 3633-2155', '551736332155'],
    ['0 10 91431-4567', '010914314567'],
    ['0 11 81431-4567', '011814314567'],
    // a carrier code cannot start with 0, so 0055 before a landline is not read as 0 + carrier 05
    ['0055 11 3456-7890', '00551134567890'],
    // prefixes not documented
    ['+1 11 91431-4567', '111914314567'],
    ['1 11 91431-4567', '111914314567'],
    ['55 0 11 91431-4567', '55011914314567'],
    ['(11) 91431-45678', '119143145678'],
  ])('keeps every digit of %s (%s)', (text, digits) => {
    expect(nationalPhoneDigits(text)).toBe(digits);
  });

  it('gives a mobile number written with any documented prefix back as its 11 digits, and changes nothing else', () => {
    const mobile = fc.stringMatching(/^[1-9][1-9]9[0-9]{8}$/);
    const documented = fc.constantFrom('', '+55', '+55 ', '55', '55 ', '0', '0 ', '0xx', '0 21 ', '0 15 ', '0055 ', '+55 (0) ');
    fc.assert(
      fc.property(documented, mobile, fc.constantFrom('', ' ', '-'), (prefix, number, gap) => {
        expect(nationalPhoneDigits(`${prefix}${number.slice(0, 2)}${gap}${number.slice(2)}`)).toBe(number);
      }),
      fuzzParams(300),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const national = nationalPhoneDigits(text);
        const digits = cleanPhone(text);
        // either nothing changed, or a documented prefix was dropped in front of a mobile number
        if (national !== digits) {
          expect(national).toMatch(/^[1-9][1-9]9[0-9]{8}$/);
          expect(digits.endsWith(national)).toBe(true);
          expect(['55', '0055', '0'].some((prefix) => digits.startsWith(prefix))).toBe(true);
        }
        expect(nationalPhoneDigits(national)).toBe(national);
      }),
      fuzzParams(300),
    );
  });
});
