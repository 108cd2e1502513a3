import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySignUpValues, toCreateUserVariables } from './formValues';

const values = {
  ...emptySignUpValues,
  name: ' Clara Nunes ',
  email: 'clara@exemplo.com.br',
  password: ' Senha@Forte1 ',
  identity: '153.509.460-56',
  phoneNumber: '(11) 98765-4321',
  bornOn: '1990-04-12',
  type: 'RETAILER' as const,
  customersCodes: ['11222333000181', '', '  '],
  acceptsReceiveOffers: true,
};

describe('toCreateUserVariables', () => {
  it('sends digits only, drops empty codes and keeps the password as typed', () => {
    expect(toCreateUserVariables(values, { identity: true, bornOn: true }, '/oauth2/authorize')).toEqual({
      name: 'Clara Nunes',
      password: ' Senha@Forte1 ',
      identity: '15350946056',
      email: 'clara@exemplo.com.br',
      type: 'RETAILER',
      customersCodes: ['11222333000181'],
      afterConfirmationRedirectTo: '/oauth2/authorize',
      phoneNumber: '11987654321',
      bornOn: '1990-04-12',
      receiveOffers: true,
    });
  });

  it('sends hidden fields, an empty phone and no type as null', () => {
    const sent = toCreateUserVariables({ ...values, phoneNumber: '', type: '' }, { identity: false, bornOn: false }, null);
    expect(sent).toMatchObject({ identity: null, bornOn: null, phoneNumber: null, type: null, afterConfirmationRedirectTo: null });
  });

  it('never sends an empty customer code', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (codes) => {
        const sent = toCreateUserVariables({ ...values, customersCodes: codes }, { identity: true, bornOn: false }, null);
        expect(sent.customersCodes.every((code) => code.trim() !== '' && code === code.trim())).toBe(true);
        expect(sent.customersCodes).toHaveLength(codes.filter((code) => code.trim() !== '').length);
      }),
    );
  });
});
