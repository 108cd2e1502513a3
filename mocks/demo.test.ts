import { describe, expect, it } from 'vitest';
import { createStore, DEMO } from './store';

/**
 * `npm start` prints the demo data as a list to try in order: no entry may use an account another
 * entry changes (confirming, recovering a password, correcting an e-mail), or trying the list
 * breaks a later entry.
 */
describe('the printed demo data', () => {
  const store = createStore();
  const accountOf = (email: string) => store.users.find((user) => user.email === email);
  const byCpf = (cpf: string) => store.users.find((user) => user.identity === cpf);

  it('gives each demo that changes an account an account of its own', () => {
    const changed = [
      accountOf(DEMO.emailConfirmation.email),
      byCpf(DEMO.recoveryUser.identity),
      accountOf(DEMO.createPassword.email),
      accountOf(DEMO.unconfirmedWithPassword.email),
      accountOf(DEMO.incompleteUser.email),
    ];
    const used = [
      ...changed,
      accountOf(DEMO.confirmedUser.email),
      accountOf(DEMO.unconfirmedUser.email),
      accountOf(DEMO.disabledUser.email),
      accountOf(DEMO.emailConfirmationExpired.email),
    ];
    for (const account of used) expect(account).toBeDefined();
    expect(new Set(used).size).toBe(used.length);
  });

  it('confirms with its link an account that waits for it, and can sign in afterwards', () => {
    const account = accountOf(DEMO.emailConfirmation.email);
    expect(account?.status).toBe('PENDING_EMAIL_CONFIRMATION');
    expect(account?.password).toBe(DEMO.emailConfirmationUser.password);
    expect(store.emailTokens.find((token) => token.token === DEMO.emailConfirmation.token)?.email).toBe(DEMO.emailConfirmationUser.email);
  });

  it('gives every account its own id', () => {
    expect(new Set(store.users.map((user) => user.id)).size).toBe(store.users.length);
  });
});
