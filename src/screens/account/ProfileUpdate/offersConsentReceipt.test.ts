import { describe, expect, it } from 'vitest';
import { offersConsentReceipt } from './offersConsentReceipt';

const settings = { receiptsUrl: 'https://recibos.exemplo.com.br/consent', token: 'token-recibo', identityToken: null, purposeId: 'ofertas' };
const person = { email: 'maria.silva@exemplo.com.br', identity: '52998224725' };

describe('offersConsentReceipt', () => {
  it('records a consent given or withdrawn, identified by e-mail', () => {
    expect(offersConsentReceipt(settings, person, true)).toEqual({
      url: settings.receiptsUrl,
      body: { identifier: person.email, test: false, requestInformation: 'token-recibo', purposes: [{ Id: 'ofertas', TransactionType: 'CONFIRMED' }] },
    });
    expect(offersConsentReceipt(settings, person, false)?.body.purposes).toEqual([{ Id: 'ofertas', TransactionType: 'WITHDRAWN' }]);
  });

  it('identifies by CPF when an identity token is configured and the profile has one, else by e-mail', () => {
    expect(offersConsentReceipt({ ...settings, identityToken: 'cpf' }, person, true)?.body.identifier).toBe('52998224725');
    expect(offersConsentReceipt({ ...settings, identityToken: 'cpf' }, { ...person, identity: null }, true)?.body.identifier).toBe(person.email);
  });

  it('posts nothing when the portal has no receipts URL or token', () => {
    expect(offersConsentReceipt({ ...settings, receiptsUrl: null }, person, true)).toBeNull();
    expect(offersConsentReceipt({ ...settings, token: null }, person, false)).toBeNull();
  });
});
