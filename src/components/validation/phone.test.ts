import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { cleanPhone, formatPhone, isValidPhone, nationalPhoneDigits, phoneError, stripBrazilCountryCode } from './phone';

/** Anatel's list of area codes (DDD) that do not exist: every other two digits from 11 to 99 do. */
const MISSING_AREA_CODES = ['20', '23', '25', '26', '29', '30', '36', '39', '40', '50', '52', '56', '57', '58', '59', '60', '70', '72', '76', '78', '80', '90'];
const isRealAreaCode = (ddd: string) => Number(ddd) >= 11 && !MISSING_AREA_CODES.includes(ddd);
/** What a mobile number is, written out from the rule rather than from the code: a real DDD, then 9, then 8 digits, not one digit repeated. */
const isMobile = (digits: string) => /^[0-9]{11}$/.test(digits) && isRealAreaCode(digits.slice(0, 2)) && digits[2] === '9' && !/^(.)\1+$/.test(digits);

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

  it('accepts 11 digits that are a mobile number (a real DDD, then 9), not all the same, whatever surrounds them', () => {
    const elevenDigits = fc.oneof(fc.stringMatching(/^[0-9]{11}$/), fc.stringMatching(/^[1-9][0-9]9[0-9]{8}$/));
    fc.assert(
      fc.property(elevenDigits, fc.string({ unit: 'grapheme-ascii', maxLength: 5 }), (digits, noise) => {
        // a '+' written before the number is a country code: only +55, read by the field, makes it Brazilian
        const decorated = `${noise.replace(/[0-9+]/g, '')}${formatPhone(digits)}`;
        expect(isValidPhone(decorated)).toBe(isMobile(digits));
      }),
      fuzzParams(300),
    );
  });
});

describe('the DDD rule', () => {
  it('knows Anatel’s area codes: every two digits from 00 to 99', () => {
    for (let n = 0; n < 100; n += 1) {
      const ddd = String(n).padStart(2, '0');
      expect(isValidPhone(`${ddd}987654321`), ddd).toBe(isRealAreaCode(ddd));
    }
  });

  it('wants a 9 after the DDD: a landline, 10 or 11 digits, is not a mobile number', () => {
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('11887654321')).toBe(false);
    expect(isValidPhone('11345678901')).toBe(false);
    expect(isValidPhone('1134567890')).toBe(false);
    expect(phoneError('1134567890')).toBe('Número de telefone inválido');
    expect(phoneError('(11) 3456-7890')).toBe('Número de telefone inválido');
    expect(phoneError('20987654321')).toBe('Número de telefone inválido');
    expect(phoneError('55119876543')).toBe('Número de telefone inválido');
  });

  it('refuses a number written with another country code', () => {
    expect(isValidPhone('+19991234567')).toBe(false);
    expect(phoneError('+19991234567', { whileTyping: true })).toBe('Número de telefone inválido');
  });

  it('says at once, while typing, what can no longer become a mobile number, and waits for what still can', () => {
    for (const typed of ['1', '11', '119', '1198765432', '5', '55', '551', '55119876543', '0', '011', '0119876543', '+', '+5', '+55', '0211198765']) {
      expect(phoneError(typed, { whileTyping: true }), typed).toBeNull();
    }
    for (const typed of ['113', '1134567890', '20', '209', '001', '0100', '+1', '+4499', '112', '119876543210', '551198765432']) {
      expect(phoneError(typed, { whileTyping: true }), typed).toBe('Número de telefone inválido');
    }
  });

  it('while typing, flags exactly what no documented form can complete into a mobile number', () => {
    const realAreaCodes = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter(isRealAreaCode);
    // some mobile number starts with `digits`: a real DDD and the 9 after it agree with what is there
    const startsAMobile = (digits: string) =>
      digits.length <= 11 && realAreaCodes.some((ddd) => `${ddd}9`.startsWith(digits.slice(0, 3))) && (digits.length < 11 || isMobile(digits));
    // the documented ways to write a number before its DDD: none, 55, the trunk 0, 0055, the trunk 0 and a carrier code
    const forms = ['', '55', '0', '0055', ...Array.from({ length: 90 }, (_, n) => `0${n + 10}`)];
    const completes = (soFar: string) =>
      forms.some((form) => (soFar.length <= form.length ? form.startsWith(soFar) : soFar.startsWith(form) && startsAMobile(soFar.slice(form.length))));
    const typedSoFar = fc.tuple(fc.constantFrom('', '55', '0', '0055', '021', '5', '00'), fc.stringMatching(/^[0-9]{0,12}$/)).map(([form, digits]) => `${form}${digits}`);
    fc.assert(
      fc.property(typedSoFar, (soFar) => {
        const quiet = phoneError(soFar, { whileTyping: true }) === null;
        expect(quiet).toBe(soFar.length <= 11 && completes(soFar));
      }),
      fuzzParams(500),
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

  it('show what comes before a DDD before the mask, never in the DDD’s place, as the field does', () => {
    expect(formatPhone('0')).toBe('0');
    expect(formatPhone('0119876')).toBe('0(11) 9876');
    expect(formatPhone('+19991234567')).toBe('+(19) 99123-4567');
    expect(formatPhone('+541')).toBe('+5(41');
    expect(formatPhone('+55')).toBe('+55');
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
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
    // a DDD Anatel does not have is not read as one
    ['55 20 91431-4567', '5520914314567'],
    ['0 23 91431-4567', '023914314567'],
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
    const mobile = fc.stringMatching(/^[1-9][1-9]9[0-9]{8}$/).filter(isMobile);
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
          expect(isMobile(national)).toBe(true);
          expect(digits.endsWith(national)).toBe(true);
          expect(['55', '0055', '0'].some((prefix) => digits.startsWith(prefix))).toBe(true);
        }
        expect(nationalPhoneDigits(national)).toBe(national);
      }),
      fuzzParams(300),
    );
  });
});
