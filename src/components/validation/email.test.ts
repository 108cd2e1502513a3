import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../test/fuzz';
import { emailError, isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts standard addresses', () => {
    for (const email of ['maria@exemplo.com.br', 'maria.silva+promo@exemplo.com', "o'neil@sub.exemplo.io", 'a_b-c@x-y.co']) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('rejects what is not an address', () => {
    for (const email of ['', 'maria', 'maria@', '@exemplo.com', 'maria@exemplo', 'maria@@exemplo.com', 'maria @exemplo.com', 'maria@exemplo..com', 'maria@-exemplo.com', 'maria@exemplo.com ', 'joão@exemplo.com']) {
      expect(isValidEmail(email)).toBe(false);
    }
  });

  it('accepts addresses built from the standard pattern, up to 254 characters', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,30}$/), fc.array(label, { minLength: 2, maxLength: 4 }), (local, labels) => {
        expect(isValidEmail(`${local}@${labels.join('.')}`)).toBe(true);
      }),
      fuzzParams(300),
    );
  });

  it('rejects any address longer than 254 characters, quickly', () => {
    const started = performance.now();
    expect(isValidEmail(`${'a'.repeat(250)}@exemplo.com`)).toBe(false);
    expect(isValidEmail(`${'a.'.repeat(20_000)}@${'b-'.repeat(20_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('emailError', () => {
  it('gives the spec messages', () => {
    expect(emailError('')).toBe('Campo obrigatório');
    expect(emailError('   ')).toBe('Campo obrigatório');
    expect(emailError('', { required: false })).toBeNull();
    expect(emailError('maria@')).toBe('Email inválido');
    expect(emailError(' maria@exemplo.com.br ')).toBeNull();
  });
});
