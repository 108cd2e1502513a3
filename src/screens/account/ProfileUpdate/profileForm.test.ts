import { describe, expect, it } from 'vitest';
import { profileForm, valuesFromProfile } from './profileForm';

const today = '2026-11-22';
const values = { name: 'Maria Silva', phoneNumber: '11987654321', bornOn: '1990-04-12', receiveOffers: false };
const required = { bornOnRequired: true, today };
const optional = { bornOnRequired: false, today };

describe('profile form', () => {
  it('reads the profile as form values', () => {
    expect(valuesFromProfile({ name: 'Carla', phoneNumber: null, bornOn: null, receiveOffers: true })).toEqual({ name: 'Carla', phoneNumber: '', bornOn: '', receiveOffers: true });
  });

  it('validates with the spec §5 messages, in screen order', () => {
    expect(profileForm.errors({ ...values, name: '  ', phoneNumber: '1198765', bornOn: '2010-01-01' }, {}, required)).toEqual([
      { field: 'name', message: 'Campo obrigatório' },
      { field: 'phoneNumber', message: 'Número de telefone inválido' },
      { field: 'bornOn', message: 'Você precisa ser maior de 18 anos' },
    ]);
    expect(profileForm.fieldError('bornOn', { ...values, bornOn: '2026-12-01' }, false, required)).toBe('Data de nascimento inválida');
    expect(profileForm.fieldError('name', { ...values, name: 'a'.repeat(201) }, false, required)).toBe('O nome pode ter até 200 caracteres.');
  });

  it('takes an empty phone (optional) and spares an incomplete one while typing', () => {
    expect(profileForm.errors({ ...values, phoneNumber: '' }, {}, required)).toEqual([]);
    expect(profileForm.fieldError('phoneNumber', { ...values, phoneNumber: '1198' }, true, required)).toBeNull();
  });

  it('lets a profile without a birth date leave it empty, or add one that is checked', () => {
    expect(profileForm.errors({ ...values, bornOn: '' }, {}, optional)).toEqual([]);
    expect(profileForm.fieldError('bornOn', { ...values, bornOn: '2010-01-01' }, false, optional)).toBe('Você precisa ser maior de 18 anos');
    expect(profileForm.fieldError('bornOn', { ...values, bornOn: '' }, false, required)).toBe('Campo obrigatório');
  });

  it('sends the name trimmed, an empty phone as null, and an empty birth date as null', () => {
    expect(profileForm.toVariables({ ...values, name: ' Maria ', phoneNumber: '' }, {}, {})).toEqual({ name: 'Maria', phoneNumber: null, bornOn: '1990-04-12', receiveOffers: false });
    expect(profileForm.toVariables({ ...values, bornOn: '' }, {}, {})).toEqual({ name: 'Maria Silva', phoneNumber: '11987654321', bornOn: null, receiveOffers: false });
  });

  it('keeps every field in the draft, and shows the server’s errors under the name, phone and birth date', () => {
    expect(profileForm.draftFields).toEqual(['name', 'phoneNumber', 'bornOn', 'receiveOffers']);
    expect(profileForm.serverFields).toEqual(['name', 'phoneNumber', 'bornOn']);
  });
});
