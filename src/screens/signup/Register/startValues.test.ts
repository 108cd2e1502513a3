import { beforeEach, describe, expect, it } from 'vitest';
import { variantFor } from '../../../services/signUpVariants';
import { startValues } from './startValues';

const variant = variantFor(undefined);

describe('startValues', () => {
  beforeEach(() => localStorage.clear());

  it('makes a prefilled e-mail read-only, over the draft', () => {
    localStorage.setItem('user_under_creation', JSON.stringify({ name: 'Clara Nunes', email: 'antigo@exemplo.com.br' }));
    const start = startValues('?prefill[email]=clara.nunes%40exemplo.com.br', variant);
    expect(start.values).toMatchObject({ name: 'Clara Nunes', email: 'clara.nunes@exemplo.com.br' });
    expect(start.emailReadOnly).toBe(true);
  });

  it('leaves a prefilled e-mail that is not an address editable, as the link gave it, for the person to correct', () => {
    for (const email of ['clara.nunes@', 'clara nunes@exemplo.com.br', `${'a'.repeat(300)}@exemplo.com.br`]) {
      const start = startValues(`?${new URLSearchParams({ 'prefill[email]': email })}`, variant);
      expect(start.values.email).toBe(email);
      expect(start.emailReadOnly).toBe(false);
    }
  });

  it('leaves the e-mail editable without a prefill', () => {
    expect(startValues('', variant).emailReadOnly).toBe(false);
  });
});
