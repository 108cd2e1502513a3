import { describe, expect, it } from 'vitest';
import { variantFor } from '../../../services/signUpVariants';
import { askedFields } from './askedFields';
import { personalForm } from './personalForm';

const nothing = { identity: null, phoneNumber: null, bornOn: null };

describe('askedFields', () => {
  it('asks what the driver collects and the profile lacks', () => {
    expect(askedFields(variantFor('varejo'), nothing)).toEqual(['identity', 'phoneNumber', 'bornOn']);
    expect(askedFields(variantFor(undefined), nothing)).toEqual(['identity', 'phoneNumber']);
    expect(askedFields(variantFor('industria'), nothing)).toEqual(['identity', 'phoneNumber']);
    expect(askedFields(variantFor('desconhecido'), nothing)).toEqual(['identity', 'phoneNumber']);
  });

  it('never asks again a CPF, phone or birth date already set', () => {
    expect(askedFields(variantFor('varejo'), { identity: '52998224725', phoneNumber: null, bornOn: '1990-04-12' })).toEqual(['phoneNumber']);
    expect(askedFields(variantFor('varejo'), { identity: '52998224725', phoneNumber: '11987654321', bornOn: '1990-04-12' })).toEqual([]);
    expect(askedFields(variantFor(undefined), { identity: '52998224725', phoneNumber: '11987654321' })).toEqual([]);
  });

  it('counts a blank value as missing', () => {
    expect(askedFields(variantFor(undefined), { identity: ' ', phoneNumber: '' })).toEqual(['identity', 'phoneNumber']);
  });
});

describe('personalForm.toVariables', () => {
  it('sends only the asked fields', () => {
    const values = { identity: '15350946056', phoneNumber: '31987654321', bornOn: '1980-01-31' };
    expect(personalForm.toVariables(values, { asked: ['phoneNumber'] }, {})).toEqual({ phoneNumber: '31987654321' });
    expect(personalForm.toVariables(values, { asked: ['identity', 'bornOn'] }, {})).toEqual({ identity: '15350946056', bornOn: '1980-01-31' });
  });
});
