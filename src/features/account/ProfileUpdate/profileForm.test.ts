import { describe, expect, it } from 'vitest';
import { profileErrors, profileFieldError, toUpdateProfileVariables, valuesFromProfile } from './profileForm';

const today = '2026-11-22';
const values = { name: 'Maria Silva', phoneNumber: '11987654321', bornOn: '1990-04-12', receiveOffers: false };

describe('profile form', () => {
  it('reads the profile as form values', () => {
    expect(valuesFromProfile({ name: 'Carla', phoneNumber: null, bornOn: null, receiveOffers: true })).toEqual({ name: 'Carla', phoneNumber: '', bornOn: '', receiveOffers: true });
  });

  it('validates with the spec §5 messages, in screen order', () => {
    expect(profileErrors({ ...values, name: '  ', phoneNumber: '1198765', bornOn: '2010-01-01' }, { withBornOn: true, today })).toEqual([
      { field: 'name', message: 'Campo obrigatório' },
      { field: 'phoneNumber', message: 'Número de telefone inválido' },
      { field: 'bornOn', message: 'Você precisa ser maior de 18 anos' },
    ]);
    expect(profileFieldError('bornOn', { ...values, bornOn: '2026-12-01' }, { withBornOn: true, today })).toBe('Data de nascimento inválida');
    expect(profileFieldError('name', { ...values, name: 'a'.repeat(201) }, { withBornOn: true, today })).toBe('O nome pode ter até 200 caracteres.');
  });

  it('takes an empty phone (optional) and spares an incomplete one while typing', () => {
    expect(profileErrors({ ...values, phoneNumber: '' }, { withBornOn: true, today })).toEqual([]);
    expect(profileFieldError('phoneNumber', { ...values, phoneNumber: '1198' }, { withBornOn: true, today }, true)).toBeNull();
  });

  it('does not check a birth date it does not ask', () => {
    expect(profileErrors({ ...values, bornOn: '' }, { withBornOn: false, today })).toEqual([]);
  });

  it('sends the name trimmed, an empty phone as null, and the birth date only when asked', () => {
    expect(toUpdateProfileVariables({ ...values, name: ' Maria ', phoneNumber: '' }, true)).toEqual({ name: 'Maria', phoneNumber: null, bornOn: '1990-04-12', receiveOffers: false });
    expect(toUpdateProfileVariables(values, false)).toEqual({ name: 'Maria Silva', phoneNumber: '11987654321', bornOn: null, receiveOffers: false });
  });
});
