/**
 * The mock backend's demo data: the accounts and links the dev server prints (`DEMO`) and the e2e
 * tests use, as the store holds them after `createStore()` and each `reset()`.
 */
import type { EmailToken, PasswordToken, StoredUser } from './store.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Demo data printed by the dev server and used by the e2e tests. */
export const DEMO = {
  confirmedUser: { email: 'maria.silva@exemplo.com.br', password: 'Senha@Forte1', name: 'Maria Silva', identity: '52998224725' },
  unconfirmedUser: { email: 'joao.souza@exemplo.com.br', name: 'João Souza', identity: '11144477735' },
  createPassword: { token: 'demo-criar-senha', email: 'ana.costa@exemplo.com.br' },
  createPasswordWithRedirect: {
    token: 'demo-criar-senha-com-retorno',
    email: 'ana.costa@exemplo.com.br',
    afterConfirmationRedirectUrl: 'https://parceiro.exemplo.com.br/bem-vindo',
  },
  expiredToken: { token: 'demo-link-expirado', email: 'ana.costa@exemplo.com.br' },
  disabledUser: { email: 'bloqueado@exemplo.com.br', password: 'Senha@Forte1', name: 'Bruno Bloqueado', identity: '93541134780' },
  /** Signed up, never confirmed, and knows the password set then: can correct a mistyped e-mail. */
  unconfirmedWithPassword: { email: 'pedro.alves@exemplo.com.br', password: 'Senha@Forte1', name: 'Pedro Alves', identity: '12345600039' },
  /** Confirmed, but the programme lacks the CPF, phone and birth date (`/personal-informations`). */
  incompleteUser: { email: 'carla.lima@exemplo.com.br', password: 'Senha@Forte1', name: 'Carla Lima' },
  /**
   * `/email/invite/confirmation/{token}`: confirms Lucas (an account of its own, so the printed
   * demos do not spoil each other); a link used before; an expired one, of Beatriz's sign-up.
   */
  emailConfirmation: { token: 'demo-confirmar-email', email: 'lucas.pereira@exemplo.com.br' },
  emailAlreadyConfirmed: { token: 'demo-email-ja-confirmado', email: 'maria.silva@exemplo.com.br' },
  emailConfirmationExpired: { token: 'demo-confirmacao-expirada', email: 'beatriz.rocha@exemplo.com.br' },
  /** The sign-up that `demo-confirmar-email` confirms; it can sign in once confirmed. */
  emailConfirmationUser: { email: 'lucas.pereira@exemplo.com.br', password: 'Senha@Forte1', name: 'Lucas Pereira', identity: '31856204707' },
  /** The sign-up of the expired link, still waiting for a confirmation. */
  emailConfirmationExpiredUser: { email: 'beatriz.rocha@exemplo.com.br', name: 'Beatriz Rocha', identity: '46237418008' },
  /** Recovery by CPF (and by e-mail) for the demo: its own account, so Maria's password stays the printed one. */
  recoveryUser: { email: 'rita.ramos@exemplo.com.br', password: 'Senha@Forte1', name: 'Rita Ramos', identity: '86288366757', phoneNumber: '11955554321' },
  /** Tries passkeys (the e2e create one, sign in with it and remove it): its own account, so other demos keep theirs. */
  passkeyUser: { email: 'paula.chaves@exemplo.com.br', password: 'Senha@Forte1', name: 'Paula Chaves', identity: '71460238001' },
} as const;

export function seedUsers(): StoredUser[] {
  const base = { phoneNumber: null, bornOn: null, customersCodes: [], receiveOffers: false, afterConfirmationRedirectTo: null };
  const users: Omit<StoredUser, 'id'>[] = [
    { ...base, ...DEMO.confirmedUser, type: 'RETAILER', status: 'ACTIVE', phoneNumber: '11987654321', bornOn: '1990-04-12' },
    { ...base, ...DEMO.unconfirmedUser, type: 'POINT_OF_SALES_BUYER', status: 'PENDING_EMAIL_CONFIRMATION', password: null },
    { ...base, name: 'Ana Costa', email: DEMO.createPassword.email, identity: '39053344705', type: 'INDUSTRY_EMPLOYEE', status: 'ACTIVE', password: null },
    { ...base, ...DEMO.disabledUser, type: 'RETAILER', status: 'ACTIVE', disabled: true },
    { ...base, ...DEMO.unconfirmedWithPassword, type: 'RETAILER', status: 'PENDING_EMAIL_CONFIRMATION', phoneNumber: '21998765432' },
    { ...base, ...DEMO.incompleteUser, identity: null, type: 'RETAILER', status: 'ACTIVE' },
    { ...base, ...DEMO.emailConfirmationUser, type: 'POINT_OF_SALES_BUYER', status: 'PENDING_EMAIL_CONFIRMATION' },
    { ...base, ...DEMO.emailConfirmationExpiredUser, type: 'RETAILER', status: 'PENDING_EMAIL_CONFIRMATION', password: null },
    { ...base, ...DEMO.recoveryUser, type: 'RETAILER', status: 'ACTIVE' },
    { ...base, ...DEMO.passkeyUser, type: 'RETAILER', status: 'ACTIVE' },
  ];
  return users.map((user, index) => ({ id: `demo-${index + 1}`, ...user }));
}

export function seedEmailTokens(now: number): EmailToken[] {
  return [
    { ...DEMO.emailConfirmation, newEmail: null, expiresAt: now + 7 * DAY, usedAt: null },
    { ...DEMO.emailAlreadyConfirmed, newEmail: null, expiresAt: now + 7 * DAY, usedAt: now - DAY },
    { ...DEMO.emailConfirmationExpired, newEmail: null, expiresAt: now - DAY, usedAt: null },
  ];
}

export function seedTokens(now: number): PasswordToken[] {
  return [
    { ...DEMO.createPassword, expiresAt: now + 7 * DAY, usedAt: null, afterConfirmationRedirectUrl: null },
    { ...DEMO.createPasswordWithRedirect, expiresAt: now + 7 * DAY, usedAt: null },
    { ...DEMO.expiredToken, expiresAt: now - DAY, usedAt: null, afterConfirmationRedirectUrl: null },
  ];
}
