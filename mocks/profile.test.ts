import { describe, expect, it } from 'vitest';
import { createMockBackend, fakeJwt } from './backend';
import { DEMO } from './store';
import sdl from '../schema.graphql?raw';

const ME = `query { me { name email identity phoneNumber bornOn type receiveOffers } }`;
const UPDATE_PROFILE = `mutation ($name: String!, $phoneNumber: String, $bornOn: Date, $receiveOffers: Boolean!) {
  updateProfile(name: $name, phoneNumber: $phoneNumber, bornOn: $bornOn, receiveOffers: $receiveOffers) { name phoneNumber bornOn receiveOffers identity }
}`;
const COMPLETE = `mutation ($name: String, $identity: String, $phoneNumber: String, $bornOn: Date) {
  completePersonalInformation(name: $name, identity: $identity, phoneNumber: $phoneNumber, bornOn: $bornOn) { name identity phoneNumber bornOn }
}`;

const NOW = Date.UTC(2026, 10, 22, 12);
const bearer = (email: string, nowMs = NOW) => ({ authorization: `Bearer ${fakeJwt(email, 'x', nowMs)}` });
const maria = bearer(DEMO.confirmedUser.email);
const carla = bearer(DEMO.incompleteUser.email);

function backend() {
  const mock = createMockBackend(sdl);
  mock.store.now = () => NOW;
  return mock;
}

const userOf = (mock: ReturnType<typeof backend>, email: string) => mock.store.users.find((u) => u.email === email);
const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;
const validationOf = (result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => {
  expect(result.errors?.[0]?.message).toBe('validation');
  return result.errors?.[0]?.extensions?.validation;
};

describe('mock backend: me', () => {
  it("answers the signed-in person's profile", async () => {
    const result = await backend().execute({ query: ME }, maria);
    expect(result.data).toEqual({
      me: {
        name: 'Maria Silva',
        email: DEMO.confirmedUser.email,
        identity: DEMO.confirmedUser.identity,
        phoneNumber: '11987654321',
        bornOn: '1990-04-12',
        type: 'RETAILER',
        receiveOffers: false,
      },
    });
  });

  it.each([
    ['no token', {}],
    ['an expired token', bearer(DEMO.confirmedUser.email, NOW - 24 * 60 * 60 * 1000)],
    ['a token of nobody', bearer('ninguem@exemplo.com.br')],
    ['a token that is not a JWT', { authorization: 'Bearer abc' }],
    ['a disabled account', bearer(DEMO.disabledUser.email)],
  ])('answers UNAUTHENTICATED with %s', async (_, context) => {
    const result = await backend().execute({ query: ME }, context);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });
});

describe('mock backend: updateProfile', () => {
  const valid = { name: '  Maria S. Oliveira ', phoneNumber: '21912345678', bornOn: '1991-05-13', receiveOffers: true };

  it('stores name (trimmed), phone, birth date and consent, and me reads them back', async () => {
    const mock = backend();
    const result = await mock.execute({ query: UPDATE_PROFILE, variables: valid }, maria);
    expect(result.data).toEqual({
      updateProfile: { name: 'Maria S. Oliveira', phoneNumber: '21912345678', bornOn: '1991-05-13', receiveOffers: true, identity: DEMO.confirmedUser.identity },
    });
    const me = await mock.execute({ query: ME }, maria);
    expect(me.data?.me).toMatchObject({ name: 'Maria S. Oliveira', phoneNumber: '21912345678', bornOn: '1991-05-13', receiveOffers: true });
  });

  it('withdraws the offers consent and clears the phone with null', async () => {
    const mock = backend();
    await mock.execute({ query: UPDATE_PROFILE, variables: valid }, maria);
    await mock.execute({ query: UPDATE_PROFILE, variables: { name: 'Maria Silva', phoneNumber: null, receiveOffers: false } }, maria);
    expect(userOf(mock, DEMO.confirmedUser.email)).toMatchObject({ receiveOffers: false, phoneNumber: null, bornOn: '1991-05-13' });
  });

  it('never erases a birth date: null or absent leaves it as it was', async () => {
    const mock = backend();
    await mock.execute({ query: UPDATE_PROFILE, variables: { name: 'Maria Silva', bornOn: null, receiveOffers: false } }, maria);
    expect(userOf(mock, DEMO.confirmedUser.email)?.bornOn).toBe('1990-04-12');
  });

  it.each([
    ['a blank name', { name: '   ' }, { name: ['O nome é obrigatório.'] }],
    ['a phone that is not 11 digits', { phoneNumber: '2191234' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a phone of one repeated digit', { phoneNumber: '11111111111' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a phone with a DDD Anatel does not have', { phoneNumber: '01198765432' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a landline', { phoneNumber: '11345678901' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a birth date that does not exist', { bornOn: '1991-02-30' }, { bornOn: ['Data de nascimento inválida.'] }],
    ['a birth date of a minor', { bornOn: '2010-01-01' }, { bornOn: ['Você precisa ser maior de 18 anos.'] }],
  ])('refuses %s and changes nothing', async (_, change, validation) => {
    const mock = backend();
    const before = structuredClone(userOf(mock, DEMO.confirmedUser.email));
    const result = await mock.execute({ query: UPDATE_PROFILE, variables: { ...valid, ...change } }, maria);
    expect(validationOf(result)).toEqual(validation);
    expect(userOf(mock, DEMO.confirmedUser.email)).toEqual(before);
  });

  it('answers UNAUTHENTICATED without a session and changes nothing', async () => {
    const mock = backend();
    const result = await mock.execute({ query: UPDATE_PROFILE, variables: valid });
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(userOf(mock, DEMO.confirmedUser.email)?.name).toBe('Maria Silva');
  });
});

describe('mock backend: completePersonalInformation', () => {
  it('sets the missing CPF, phone and birth date', async () => {
    const mock = backend();
    const result = await mock.execute({ query: COMPLETE, variables: { identity: '15350946056', phoneNumber: '31987654321', bornOn: '1980-01-31' } }, carla);
    expect(result.data).toEqual({
      completePersonalInformation: { name: 'Carla Lima', identity: '15350946056', phoneNumber: '31987654321', bornOn: '1980-01-31' },
    });
  });

  it('sets only the fields given', async () => {
    const mock = backend();
    await mock.execute({ query: COMPLETE, variables: { phoneNumber: '31987654321' } }, carla);
    expect(userOf(mock, DEMO.incompleteUser.email)).toMatchObject({ identity: null, phoneNumber: '31987654321', bornOn: null });
  });

  it('sets only empty fields: a phone, birth date or name already given stays', async () => {
    const mock = backend();
    const result = await mock.execute(
      { query: COMPLETE, variables: { name: 'Outra Pessoa', identity: DEMO.confirmedUser.identity, phoneNumber: '31987654321', bornOn: '1980-01-31' } },
      maria,
    );
    expect(result.errors).toBeUndefined();
    expect(userOf(mock, DEMO.confirmedUser.email)).toMatchObject({ name: 'Maria Silva', phoneNumber: '11987654321', bornOn: '1990-04-12' });
  });

  it('never changes a CPF once set', async () => {
    const mock = backend();
    const result = await mock.execute({ query: COMPLETE, variables: { identity: '15350946056' } }, maria);
    expect(validationOf(result)).toEqual({ identity: ['O CPF desta conta já foi informado.'] });
    expect(userOf(mock, DEMO.confirmedUser.email)?.identity).toBe(DEMO.confirmedUser.identity);
  });

  it.each([
    ['a CPF another account has', { identity: DEMO.confirmedUser.identity }, { identity: ['Este CPF já está cadastrado.'] }],
    ['a CPF with a wrong check digit', { identity: '52998224724' }, { identity: ['CPF inválido.'] }],
    ['a CPF of one repeated digit', { identity: '11111111111' }, { identity: ['CPF inválido.'] }],
    ['a phone that is not 11 digits', { phoneNumber: '3198765' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a phone with a DDD Anatel does not have', { phoneNumber: '30987654321' }, { phoneNumber: ['Número de telefone inválido.'] }],
    ['a birth date of a minor', { bornOn: '2015-06-01' }, { bornOn: ['Você precisa ser maior de 18 anos.'] }],
  ])('refuses %s and sets nothing', async (_, variables, validation) => {
    const mock = backend();
    const result = await mock.execute({ query: COMPLETE, variables: { phoneNumber: '31987654321', ...variables } }, carla);
    expect(validationOf(result)).toEqual(validation);
    expect(userOf(mock, DEMO.incompleteUser.email)).toMatchObject({ identity: null, phoneNumber: null, bornOn: null });
  });

  it('answers UNAUTHENTICATED with an expired token', async () => {
    const result = await backend().execute({ query: COMPLETE, variables: { phoneNumber: '31987654321' } }, bearer(DEMO.incompleteUser.email, NOW - 2 * 24 * 60 * 60 * 1000));
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
  });
});
