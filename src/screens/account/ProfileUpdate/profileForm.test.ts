import { describe, expect, it } from 'vitest';
import { profileErrors, profileFieldError, toUpdateProfileVariables, valuesFromProfile } from './profileForm';

const today = '2026-11-22';
const values = { name: 'Maria Silva', phoneNumber: '11987654321', bornOn: '1990-04-12', receiveOffers: false };

describe('profile form', () => {
  it('reads the profile as form values', () => {
    expect(valuesFromProfile({ name: 'Carla', phoneNumber: null, bornOn: null, receiveOffers: true })).toEqual({ name: 'Carla', phoneNumber: '', bornOn: '', receiveOffers: true });
  });

  it('validates with the spec §5 messages, in screen order', () => {
    expect(profileErrors({ ...values, name: '  ', phoneNumber: '1198765', bornOn: '2010-01-01' }, { bornOnRequired: true, today })).toEqual([
      { field: 'name', message: 'Campo obrigatório' },
      { field: 'phoneNumber', message: 'Número de telefone inválido' },
      { field: 'bornOn', message: 'Você precisa ser maior de 18 anos' },
    ]);
    expect(profileFieldError('bornOn', { ...values, bornOn: '2026-12-01' }, { bornOnRequired: true, today })).toBe('Data de nascimento inválida');
    expect(profileFieldError('name', { ...values, name: 'a'.repeat(201) }, { bornOnRequired: true, today })).toBe('O nome pode ter até 200 caracteres.');
  });

  it('takes an empty phone (optional) and spares an incomplete one while typing', () => {
    expect(profileErrors({ ...values, phoneNumber: '' }, { bornOnRequired: true, today })).toEqual([]);
    expect(profileFieldError('phoneNumber', { ...values, phoneNumber: '1198' }, { bornOnRequired: true, today }, true)).toBeNull();
  });

  it('lets a profile without a birth date leave it empty, or add one that is checked', () => {
    expect(profileErrors({ ...values, bornOn: '' }, { bornOnRequired: false, today })).toEqual([]);
    expect(profileFieldError('bornOn', { ...values, bornOn: '2010-01-01' }, { bornOnRequired: false, today })).toBe('Você precisa ser maior de 18 anos');
    expect(profileFieldError('bornOn', { ...values, bornOn: '' }, { bornOnRequired: true, today })).toBe('Campo obrigatório');
  });

  it('sends the name trimmed, an empty phone as null, and an empty birth date as null', () => {
    expect(toUpdateProfileVariables({ ...values, name: ' Maria ', phoneNumber: '' })).toEqual({ name: 'Maria', phoneNumber: null, bornOn: '1990-04-12', receiveOffers: false });
    expect(toUpdateProfileVariables({ ...values, bornOn: '' })).toEqual({ name: 'Maria Silva', phoneNumber: '11987654321', bornOn: null, receiveOffers: false });
  });
});
