import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuzzParams } from '../../../test/fuzz';
import { signUpForm, type SignUpValues } from './signUpForm';
import { parseDraft, removeDraft, restoreDraft, saveDraft } from './draft';

const values: SignUpValues = {
  ...signUpForm.empty(),
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  password: 'Senha@Forte1',
  identity: '52998224725',
  phoneNumber: '11987654321',
  type: 'RETAILER',
  customersCodes: ['11222333000181'],
  acceptsReceiveOffers: true,
};

describe('draft', () => {
  beforeEach(() => localStorage.clear());

  it('saves every field but the password under user_under_creation and restores it', () => {
    saveDraft(values);
    const stored = localStorage.getItem('user_under_creation') ?? '';
    expect(stored).not.toContain('Senha@Forte1');
    expect(JSON.parse(stored)).not.toHaveProperty('password');
    expect(restoreDraft()).toEqual({ ...values, password: undefined });
  });

  it('ignores a corrupted draft', () => {
    localStorage.setItem('user_under_creation', '{"name": "Mar');
    expect(restoreDraft()).toEqual({});
    localStorage.setItem('user_under_creation', '["x"]');
    expect(restoreDraft()).toEqual({});
  });

  it('drops a stored password and fields of the wrong type', () => {
    expect(parseDraft({ password: 'x', name: 3, email: 'a@b.com', type: 'ADMIN', acceptsUserTerms: 'yes', customersCodes: [1] })).toEqual({
      email: 'a@b.com',
    });
  });

  it('keeps a long name as typed, for the form to say it is too long; only past 20,000 characters is a field left out', () => {
    const name = `Maria ${'a'.repeat(10_000)}`;
    saveDraft({ ...values, name });
    expect(restoreDraft().name).toBe(name);
    expect(parseDraft({ name: 'a'.repeat(20_001), email: 'a@b.com' })).toEqual({ email: 'a@b.com' });
  });

  it('removes the draft', () => {
    saveDraft(values);
    removeDraft();
    expect(localStorage.getItem('user_under_creation')).toBeNull();
  });

  it('never throws and never yields a password, whatever was stored', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const draft = parseDraft(raw);
        expect(draft).not.toHaveProperty('password');
      }),
      fuzzParams(),
    );
  });
});
