import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUpForm, type SignUpValues } from './signUpForm';
import createUserMutation from './__generated__/RegisterScreenCreateUserMutation.graphql';

const toCreateUserVariables = (values: SignUpValues, visible: { identity: boolean; bornOn: boolean }, afterConfirmationRedirectTo: string | null) =>
  signUpForm.toVariables(values, { visible }, { afterConfirmationRedirectTo });

const values = {
  ...signUpForm.empty(),
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

describe('the variables of createUser, from the description', () => {
  it('sends every variable of the mutation, and nothing else', () => {
    const declared = createUserMutation.fragment.argumentDefinitions.map((argument) => argument.name).sort();
    expect(Object.keys(toCreateUserVariables(values, { identity: true, bornOn: true }, null)).sort()).toEqual(declared);
  });


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
